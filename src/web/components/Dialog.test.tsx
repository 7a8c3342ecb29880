import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DialogActions } from './Dialog';

const buttons = (html: string) => html.match(/<button[^>]*>[^<]*<\/button>/g) ?? [];

describe('DialogActions', () => {
  it('marks Cancel for the first focus only when asked (ConfirmDialog), and goes ahead by its click', () => {
    const html = renderToStaticMarkup(
      <DialogActions
        alert={[]}
        busy={false}
        onCancel={() => undefined}
        focusCancel
        confirm={{ label: 'Delete', busyLabel: 'Deleting...', variant: 'danger', onClick: () => undefined }}
      />,
    );
    const [cancel, confirm] = buttons(html);
    expect(cancel).toContain('data-autofocus="true"');
    expect(cancel).toContain('>Cancel<');
    expect(confirm).toContain('type="button"');
    expect(html).not.toContain('role="alert"');
  });

  it("leaves the first focus to the dialog's first field, submits its form and shows the one alert", () => {
    const html = renderToStaticMarkup(
      <DialogActions
        alert={['The candidate was deleted.']}
        busy
        onCancel={() => undefined}
        confirm={{ label: 'Reject', busyLabel: 'Rejecting...' }}
      />,
    );
    const [cancel, confirm] = buttons(html);
    expect(cancel).not.toContain('data-autofocus');
    expect(cancel).toContain('disabled');
    expect(confirm).toContain('type="submit"');
    expect(confirm).toContain('aria-busy="true"');
    expect(confirm).toContain('>Rejecting...<');
    expect(html).toContain('The candidate was deleted.');
  });
});
