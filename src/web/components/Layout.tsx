import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Footer } from './Footer';
import { Header } from './Header';

/** The shared header and footer around every page. */
export function Layout() {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading';

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-indigo-700 shadow focus:not-sr-only focus:absolute focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <div
        aria-hidden="true"
        className={`fixed inset-x-0 top-0 z-40 h-0.5 origin-left bg-indigo-600 transition-transform duration-500 ${loading ? 'scale-x-75' : 'scale-x-0'}`}
      />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
