import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

/**
 * A menu button with Bootstrap's dropdown styles, as an item of a `navbar-nav` list: the toggle says whether it is open, Arrow keys
 * move between items, Escape and Tab close it (Escape returns focus to the toggle), a click
 * outside or on an item closes it.
 *
 * Written by hand rather than taken from react-bootstrap: its Dropdown brings Popper and
 * @restart/ui (~30 KiB gzip) into the first load of every page, and a navigation menu needs no
 * positioning engine.
 */
export function DropdownMenu({
  label,
  toggle,
  align = 'end',
  className = '',
  toggleClassName = 'nav-link dropdown-toggle',
  children,
}: {
  /** Accessible name of the toggle when its visible content is not enough. */
  label?: string;
  toggle: ReactNode;
  align?: 'start' | 'end';
  className?: string;
  toggleClassName?: string;
  /** Menu items: `<li role="none">` around each `role="menuitem"`; call `close` after an action. */
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const items = () =>
    Array.from(
      root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([disabled])') ?? [],
    );
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const focusItem = (index: number) => {
    const list = items();
    if (list.length === 0) return;
    list[(index + list.length) % list.length]!.focus();
  };

  const onToggleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const last = event.key === 'ArrowUp';
      requestAnimationFrame(() => focusItem(last ? -1 : 0));
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusItem(current + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(current - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusItem(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusItem(-1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      toggleRef.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <li ref={root} className={`dropdown ${className}`}>
      <button
        ref={toggleRef}
        type="button"
        className={`btn btn-link ${toggleClassName}${open ? ' show' : ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={label}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onToggleKeyDown}
      >
        {toggle}
      </button>
      <ul
        id={menuId}
        role="menu"
        className={`dropdown-menu${align === 'end' ? ' dropdown-menu-end' : ''}${open ? ' show' : ''}`}
        // Bootstrap aligns a menu to the end only with this attribute (Popper sets it; there is no
        // Popper here): without it the account menu ran off the right edge at 768–1000 px.
        data-bs-popper="static"
        onKeyDown={onMenuKeyDown}
        hidden={!open}
      >
        {open && children(close)}
      </ul>
    </li>
  );
}
