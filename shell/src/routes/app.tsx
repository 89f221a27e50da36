import type { ReactElement } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { SHELL_ROUTES, type ShellPage } from '@pinboard/contracts/web';
import { AuthDialogs } from '../auth/auth-dialogs';
import { Header } from '../header/header';
import { SessionProvider } from '../session/session-context';
import {
  AdvertiserPage,
  BoardCreatePage,
  BusinessConvertPage,
  BoardPage,
  HomePage,
  IdeasPage,
  NotFoundPage,
  OffsitePage,
  PinBuilderPage,
  PinPage,
  ProfilePage,
  SearchPage,
  SectionCreatePage,
  SectionPage,
  SettingsPage,
} from './pages';
import { ScrollOnNavigate } from './scroll-on-navigate';

/** What each page of the shared table (contracts' SHELL_PAGES) renders. */
const PAGES: Record<ShellPage, ReactElement> = {
  home: <HomePage />,
  pin: <PinPage />,
  pinBuilder: <PinBuilderPage />,
  boardCreate: <BoardCreatePage />,
  sectionCreate: <SectionCreatePage />,
  search: <SearchPage />,
  ideas: <IdeasPage />,
  advertiser: <AdvertiserPage />,
  businessConvert: <BusinessConvertPage />,
  settings: <SettingsPage />,
  offsite: <OffsitePage />,
  profile: <ProfilePage />,
  board: <BoardPage />,
  section: <SectionPage />,
  notFound: <NotFoundPage />,
};

export function App() {
  return (
    <BrowserRouter>
      <SessionProvider>
        <ScrollOnNavigate />
        <Header />
        <main className="pb-main">
          <Routes>
            {SHELL_ROUTES.map(({ path, page }) => (
              <Route key={path} path={path} element={PAGES[page]} />
            ))}
          </Routes>
        </main>
        <AuthDialogs />
      </SessionProvider>
    </BrowserRouter>
  );
}
