import { Link, NavLink, useNavigate } from 'react-router';
import { LogoMark } from '../ui/dialog';
import { useSession } from '../session/session-context';
import { search } from '../routes/remotes';
import { useHostApi } from '../routes/use-host-api';
import { CreateMenu } from './create-menu';
import { WordOrIcon } from './word-or-icon';
import { PlainSearchForm } from './search-form';

function Avatar({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  if (imageUrl) return <img className="pb-avatar" src={imageUrl} alt="" width={32} height={32} />;
  return (
    <span className="pb-avatar pb-avatar--initial" aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

export function Header() {
  const { me, openLogin, openSignup, logOut } = useSession();
  const navigate = useNavigate();
  const host = useHostApi();

  const onLogOut = async () => {
    await logOut();
    navigate('/');
  };

  return (
    <header className="pb-header">
      <nav className="pb-header__nav" aria-label="Main">
        <Link to="/" className="pb-header__logo" aria-label="Pinboard home">
          <LogoMark size={28} />
          <span className="pb-header__brand">Pinboard</span>
        </Link>
        <NavLink
          to="/"
          end
          className={({ isActive }) =>
            `pb-nav-pill pb-nav-pill--home${isActive ? ' pb-nav-pill--active' : ''}`
          }
        >
          Home
        </NavLink>
        {me ? <CreateMenu /> : null}
        {me?.account_type === 'business' ? (
          <NavLink
            to="/advertiser/"
            aria-label="Ads"
            title="Ads"
            className={({ isActive }) =>
              `pb-nav-pill pb-nav-pill--ads pb-icon-on-narrow${isActive ? ' pb-nav-pill--active' : ''}`
            }
          >
            <WordOrIcon word="Ads" d="M5 20V11M12 20V5M19 20v-6" />
          </NavLink>
        ) : null}
      </nav>
      <div className="pb-header__spacer">
        <search.Slot module="SearchBox" props={{ host }} fallback={<PlainSearchForm />} />
      </div>
      <div className="pb-header__account">
        {me === undefined ? <span className="pb-header__pending" aria-hidden="true" /> : null}
        {me ? (
          <>
            <Link
              to={`/${me.username}`}
              className="pb-header__avatar"
              aria-label={`Your profile (${me.full_name || me.username})`}
            >
              <Avatar name={me.full_name || me.username} imageUrl={me.image_medium_url} />
            </Link>
            <NavLink to="/settings/" className="pb-header__settings" aria-label="Settings" title="Settings">
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  fillRule="evenodd"
                  d="M19.4 13a7.5 7.5 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.6 7.6 0 0 0-1.7-1L15 3.3h-4l-.4 2.6a7.6 7.6 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.5 7.5 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1c.5.4 1.1.7 1.7 1l.4 2.6h4l.4-2.6c.6-.3 1.2-.6 1.7-1l2.5 1 2-3.5L19.4 13zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z"
                  transform="translate(-1 0)"
                />
              </svg>
            </NavLink>
            <button
              type="button"
              className="pb-button pb-button--gray pb-icon-on-narrow"
              aria-label="Log out"
              title="Log out"
              onClick={() => void onLogOut()}
            >
              <WordOrIcon
                word="Log out"
                d="M10 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4M15 8l4 4-4 4M19 12H9"
                strokeWidth={2.5}
              />
            </button>
          </>
        ) : null}
        {me === null ? (
          <>
            <button type="button" className="pb-button pb-button--red" onClick={() => openLogin()}>
              Log in
            </button>
            <button type="button" className="pb-button pb-button--gray" onClick={openSignup}>
              Sign up
            </button>
          </>
        ) : null}
      </div>
    </header>
  );
}
