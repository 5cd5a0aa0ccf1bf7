// Every `import ... from 'sonner'` of the client resolves to this module (vite.config.ts, `sonnerWithToaster`):
// whichever screen first loads sonner also mounts the toast area, so a toast is never raised with nowhere to
// show. Screens on the way to a student's first dashboard raise theirs through loadToast (./toaster.tsx).
import { showToaster } from './toaster';

export * from 'sonner';

showToaster();
