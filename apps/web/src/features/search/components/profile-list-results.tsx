import { type ListResultsProps, ListResults } from '../../../components/list-page/list-results.tsx';
import { CardSkeleton } from './card-skeleton.tsx';

type ProfileListResultsProps<Item> = Omit<
  ListResultsProps<Item>,
  'errorTitle' | 'emptyHint' | 'nextPageFailedMessage' | 'skeleton' | 'skeletonCount' | 'gridClassName'
> & {
  /** Lines under name and place on this list's cards, so the skeletons have the cards' height. */
  detailLines?: number;
};

/** The profile cards of /modelos and /contratantes, two to four a row, and the list's states. */
export function ProfileListResults<Item>({ detailLines, noun, ...props }: ProfileListResultsProps<Item>) {
  return (
    <ListResults
      {...props}
      noun={noun}
      errorTitle={`Não foi possível carregar os ${noun}`}
      emptyHint="Volte mais tarde: novos perfis chegam todos os dias."
      nextPageFailedMessage="Não foi possível carregar mais resultados."
      skeleton={<CardSkeleton detailLines={detailLines} />}
      skeletonCount={8}
      gridClassName="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4"
    />
  );
}
