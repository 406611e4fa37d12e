// A shop's deposit account as written ("하나은행 309-212162-36 (예금주 멍멍호텔)"), with its number kept on one
// line: the bank's name and the holder may wrap around it, the number is never split at one of its dashes.
import { accountNumberIn } from '../lib/account-number';
import styles from './account-text.module.css';

export function AccountText({ account }: { account: string }) {
  const number = accountNumberIn(account);
  if (!number) return <>{account}</>;
  const at = account.indexOf(number);
  return (
    <>
      {account.slice(0, at)}
      <span className={styles.number}>{number}</span>
      {account.slice(at + number.length)}
    </>
  );
}
