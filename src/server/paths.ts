import { existsSync } from 'node:fs';
import path from 'node:path';

/** The repository root, found from this file whether run from src/ (tsx) or dist/ (built). */
export const projectRoot = (() => {
  let dir = import.meta.dirname;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above ' + import.meta.dirname);
    dir = parent;
  }
  return dir;
})();

export const clientDistDir = path.join(projectRoot, 'dist', 'client');
