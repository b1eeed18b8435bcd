import { ClockIcon } from './icons/status.tsx';
import { EmptyState } from './EmptyState.tsx';

export type ComingSoonProps = {
  /** E.g. t('common.comingSoon') = 'Coming soon'. */
  title: string;
  body?: string;
};

/** Stand-in content for a screen that is routed but not built yet. */
export function ComingSoon({ title, body }: ComingSoonProps) {
  return <EmptyState icon={<ClockIcon size={44} strokeWidth={1.5} />} title={title} body={body} />;
}
