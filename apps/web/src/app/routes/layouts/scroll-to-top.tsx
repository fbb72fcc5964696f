import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigation, useNavigationType } from 'react-router';
import { restoreScrollTop } from './restore-scroll-top.ts';

/**
 * Spec: the view scrolls to the top on every path change (not on query-only changes like ?auth=).
 * Going back or forward (a POP) returns to where that entry was left instead: someone who opens a
 * profile from the 40th card of /modelos and comes back lands on that card, not on the header.
 */
export function ScrollToTop() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const lastPathname = useRef(location.pathname);
  const currentKey = useRef(location.key);
  const positions = useRef(new Map<string, number>());
  // While a lazy page downloads, the layout shows 'Carregando...' in place of the old page but the
  // location is still the old one: the page shrinks and the browser scrolls up. That is not where
  // the person left the old page, so scrolls during a navigation are not remembered.
  const navigationState = useNavigation().state;
  const navigating = useRef(false);
  useLayoutEffect(() => {
    navigating.current = navigationState !== 'idle';
  }, [navigationState]);

  useEffect(() => {
    // The browser's own restoration would fight ours (it runs before the lazy page has rendered).
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (!navigating.current) positions.current.set(currentKey.current, window.scrollY);
      });
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('scroll', remember);
      cancelAnimationFrame(frame);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    if (lastPathname.current === location.pathname) return undefined;
    lastPathname.current = location.pathname;
    const saved = navigationType === NavigationType.Pop ? positions.current.get(location.key) : undefined;
    if (!saved) window.scrollTo(0, 0);
    return saved ? restoreScrollTop(saved) : undefined;
  }, [location.key, location.pathname, navigationType]);

  return null;
}
