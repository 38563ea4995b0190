export function SectionHeading({
  eyebrow,
  title,
  text,
  align = 'center',
  light,
}: {
  eyebrow: string;
  title: string;
  text?: string;
  align?: 'center' | 'left';
  light?: boolean;
}) {
  const centred = align === 'center';
  return (
    <div className={centred ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <p className={light ? 'text-xs font-semibold uppercase tracking-[0.3em] text-secondary-light' : 'eyebrow'}>
        {eyebrow}
      </p>
      <h2 className={`mt-3 text-3xl sm:text-4xl ${light ? 'text-white' : ''}`}>{title}</h2>
      <div className={`gold-rule mt-5 ${centred ? 'mx-auto' : ''}`} />
      {text ? <p className={`mt-5 text-lg leading-relaxed ${light ? 'text-white/85' : 'text-muted'}`}>{text}</p> : null}
    </div>
  );
}
