// Rows of a settings-style menu: a label, an optional value, and a chevron when it leads somewhere.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './menu-list.module.css';

export interface MenuItem {
  label: string;
  to?: string;
  onClick?: () => void;
  value?: ReactNode;
  danger?: boolean;
}

export function MenuList({ title, items }: { title?: string; items: MenuItem[] }) {
  return (
    <section className={styles.section}>
      {title && <h2 className={styles.title}>{title}</h2>}
      <ul className={styles.list}>
        {items.map((item) => {
          const body = (
            <>
              <span className={item.danger ? styles.danger : undefined}>{item.label}</span>
              {item.value !== undefined && <span className={styles.value}>{item.value}</span>}
              {(item.to || item.onClick) && (
                <span className={styles.chevron} aria-hidden="true">
                  ›
                </span>
              )}
            </>
          );
          return (
            <li key={item.label}>
              {item.to ? (
                <Link className={styles.row} to={item.to}>
                  {body}
                </Link>
              ) : item.onClick ? (
                <button type="button" className={styles.row} onClick={item.onClick}>
                  {body}
                </button>
              ) : (
                <div className={styles.row}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
