import { AppLink } from '../../../components/app-link';

export function FeedEmpty({ text, suggestExplore }: { text: string; suggestExplore: boolean }) {
  return (
    <div className="shell-feed__empty">
      <p>{text}</p>
      {suggestExplore && (
        <AppLink href="/explore" className="shell-button shell-button--primary">
          Explore posts
        </AppLink>
      )}
    </div>
  );
}
