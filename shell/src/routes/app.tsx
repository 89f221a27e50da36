import { BrowserRouter, Route, Routes } from 'react-router';
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
} from './pages';
import { ScrollOnNavigate } from './scroll-on-navigate';

export function App() {
  return (
    <BrowserRouter>
      <SessionProvider>
        <ScrollOnNavigate />
        <Header />
        <main className="pb-main">
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="/pin/:id" element={<PinPage />} />
            <Route path="/pin-builder" element={<PinBuilderPage />} />
            <Route path="/pin/create/:method?" element={<PinBuilderPage />} />
            <Route path="/board/create" element={<BoardCreatePage />} />
            <Route path="/board/:id/create_section" element={<SectionCreatePage />} />
            <Route path="/search/*" element={<SearchPage />} />
            <Route path="/ideas/*" element={<IdeasPage />} />
            {/* The second outranks '/:username/:slug/:section' for /advertiser/{id}/… paths. */}
            <Route path="/advertiser/*" element={<AdvertiserPage />} />
            <Route path="/advertiser/:adAccountId/*" element={<AdvertiserPage />} />
            {/* SPEC §2.2's paths without their /advertiser/{id} prefix (reserved as usernames). */}
            {['/ads/*', '/automated/*', '/reporting/*', '/billing/*', '/quick-promote/*'].map((path) => (
              <Route key={path} path={path} element={<AdvertiserPage />} />
            ))}
            <Route path="/business/convert" element={<BusinessConvertPage />} />
            <Route path="/offsite" element={<OffsitePage />} />
            <Route path="/:username" element={<ProfilePage />} />
            <Route path="/:username/:slug" element={<BoardPage />} />
            <Route path="/:username/:slug/:section" element={<SectionPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </main>
        <AuthDialogs />
      </SessionProvider>
    </BrowserRouter>
  );
}
