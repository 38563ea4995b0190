import { Fragment } from 'react';

/**
 * An e-mail address that wraps where a reader expects it to on a narrow
 * screen: before the @ and after a dot of the domain, never inside a word
 * (hello@continentalqueens.exam|ple). A word longer than the line still wraps
 * wherever it must, through the parent's overflow-wrap.
 */
export function BreakableEmail({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at <= 0) return <>{address}</>;
  const local = address.slice(0, at);
  const domainParts = address.slice(at + 1).split('.');
  return (
    <>
      {local}
      <wbr />@
      {domainParts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address never move.
        <Fragment key={i}>
          {i > 0 ? (
            <>
              .<wbr />
            </>
          ) : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
