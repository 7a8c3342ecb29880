/** How a member is named to their team (comments, ratings, overrides): their name, else their e-mail. */
export const memberName = (member: { name: string | null; email: string }): string =>
  member.name?.trim() || member.email;
