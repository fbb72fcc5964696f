import { hasPaymentReturnParams } from '@passarela/shared';
import { Suspense, lazy, useCallback, useState } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { Footer } from '../../../components/layout/footer.tsx';
import { Header } from '../../../components/layout/header.tsx';
import { MainLayout } from '../../../components/layout/main-layout.tsx';
import { getMobileBarItems } from '../../../components/layout/mobile-bar-items.ts';
import { MobileBottomBar } from '../../../components/layout/mobile-bottom-bar.tsx';
import { SiteLogo } from '../../../components/layout/site-logo.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { signOut } from '../../../features/account/api/sign-out.ts';
import { AuthModalSlot } from '../../../features/auth/components/auth-modal-slot.tsx';
import { AuthModalUrlSync } from '../../../features/auth/components/auth-modal-url-sync.tsx';
import { HeaderAccountArea } from '../../../features/auth/components/header-account-area.tsx';
import { openAuthModal } from '../../../lib/auth-modal-store.ts';
import { type SessionUser, useSession } from '../../../lib/session/use-session.ts';
import { useSiteSettings } from '../../../lib/site-settings/site-settings-context.ts';
import { usePaymentRequested } from '../../../lib/start-payment.ts';
import { toast } from '../../../lib/toast.ts';
import { TestCrashTrigger } from './test-crash-trigger.tsx';
import { useSessionCache } from './use-session-cache.ts';

// Signed-in pieces load on demand: a guest's first page stays within the JS budget.
const EmailConfirmationBanner = lazy(() =>
  import('../../../features/account/components/email-confirmation-banner.tsx').then((module) => ({ default: module.EmailConfirmationBanner })),
);
// Only when a link from our emails brought `?email=...` (sign-up confirmation, email change).
const EmailStatusUrlSync = lazy(() =>
  import('../../../features/account/components/email-status-url-sync.tsx').then((module) => ({ default: module.EmailStatusUrlSync })),
);
const SignedInHeaderArea = lazy(() => import('./signed-in-header-area.tsx').then((module) => ({ default: module.SignedInHeaderArea })));
const MobileMessagesBadge = lazy(() =>
  import('../../../features/conversations/components/mobile-messages-badge.tsx').then((module) => ({ default: module.MobileMessagesBadge })),
);
// The payment modal's store, return toasts and key prefetch pull the payment API schemas (zod):
// loaded only for someone who may pay (signed in, back from the provider, or asking to pay), so a
// guest's visit never downloads them (issue 25: the home page's JS budget is measured at network idle).
const PaymentOverlays = lazy(() =>
  import('../../../features/payments/components/payment-overlays.tsx').then((module) => ({ default: module.PaymentOverlays })),
);

/** Holds the avatar's place while its chunk loads (same size, so the header does not shift). */
const avatarPlaceholder = <span className="block size-11 animate-pulse rounded-full bg-gray-100" aria-hidden="true" />;

/** Composes the main layout from the settings, auth and account pieces (features stay independent). */
export function MainLayoutRoute() {
  const settings = useSiteSettings();
  const session = useSession();
  const sessionCache = useSessionCache();
  const navigation = useNavigation();
  const location = useLocation();
  const navigate = useNavigate();
  // A lazy page is downloading: show 'Carregando...' (docs/product.md "Spec 2") instead of the previous page.
  const isLoadingPage = navigation.state === 'loading' && navigation.location.pathname !== location.pathname;

  // Once mounted the payments feature stays, so signing out never drops a modal mid-payment.
  const paymentRequested = usePaymentRequested();
  const [paymentsNeeded, setPaymentsNeeded] = useState(false);
  if (!paymentsNeeded && (session.status === 'authenticated' || paymentRequested || hasPaymentReturnParams(new URLSearchParams(location.search))))
    setPaymentsNeeded(true);

  const refetchSession = useCallback(() => void sessionCache.refetch(), [sessionCache]);

  // Spec: after logout the user goes to '/'. The session is cleared even when the call fails
  // (the cookie may already be gone); the next session check tells the truth either way.
  const handleSignOut = useCallback(async () => {
    // Leave first, before the server ends the session: on a protected page, a session check that
    // lands between the two (a background refetch) would make the guard open the login modal.
    await navigate('/');
    try {
      await signOut();
    } catch (error) {
      console.warn('Falha ao encerrar a sessão no servidor', error);
    }
    sessionCache.clear();
    toast({ title: 'Você saiu da sua conta', description: 'Até logo!' });
  }, [sessionCache, navigate]);

  const logo = <SiteLogo src={settings.SITE_LOGO_URL} height={settings.SITE_LOGO_SIZE} alt={settings.SITE_NAME} />;
  const signedIn = (user: SessionUser) => (
    <Suspense fallback={avatarPlaceholder}>
      <SignedInHeaderArea user={user} onSignOut={handleSignOut} />
    </Suspense>
  );

  return (
    <MainLayout
      header={<Header logo={logo} accountArea={<HeaderAccountArea signedIn={signedIn} />} mobileMenuAccountArea={<HeaderAccountArea layout="stacked" />} />}
      notice={
        session.status === 'authenticated' && !session.user.emailVerified ? (
          <Suspense fallback={null}>
            <EmailConfirmationBanner key={session.user.id} userId={session.user.id} email={session.user.email} onAlreadyVerified={refetchSession} />
          </Suspense>
        ) : null
      }
      footer={<Footer siteName={settings.SITE_NAME} logo={logo} />}
      mobileBar={
        <MobileBottomBar
          items={getMobileBarItems(session.user?.user_type ?? null)}
          isLoggedIn={session.status === 'authenticated'}
          onLoginRequest={() => openAuthModal('login')}
          badges={
            session.status === 'authenticated'
              ? {
                  messages: (
                    <Suspense fallback={null}>
                      <MobileMessagesBadge />
                    </Suspense>
                  ),
                }
              : undefined
          }
        />
      }
      overlays={
        <>
          <AuthModalUrlSync />
          {new URLSearchParams(location.search).has('email') ? (
            <Suspense fallback={null}>
              <EmailStatusUrlSync onSessionChanged={refetchSession} />
            </Suspense>
          ) : null}
          <AuthModalSlot />
          {paymentsNeeded ? (
            <Suspense fallback={null}>
              <PaymentOverlays />
            </Suspense>
          ) : null}
        </>
      }
    >
      <TestCrashTrigger />
      {isLoadingPage ? <PageSpinner /> : <Outlet />}
    </MainLayout>
  );
}
