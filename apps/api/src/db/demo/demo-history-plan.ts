import { type ApplicationState, applicationStates, formatLocation, readerGenderOf } from '@passarela/shared';
import { type DemoGender, galleryPhotosOf } from './demo-gallery.ts';
import {
  applicationMessages,
  directProposals,
  disputeReasons,
  galleryCaptions,
  portfolioCaptions,
  reviewReplies,
  reviewsOfHirers,
  reviewsOfModels,
} from './demo-history-texts.ts';
import { type SeededRandom, seededRandom } from './seeded-random.ts';

/**
 * The demo marketplace's past, as a script: who applied where and what became of it, the
 * proposals and what became of them (contracts awaiting payment, paid, completed and reviewed,
 * disputed, cancelled or refunded), the models' galleries and everyone's favourites. Pure and
 * deterministic: the same seed, people and jobs give the same script (its times are relative to
 * `now`). insert-demo-history.ts plays it through the real services.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface HistoryPerson {
  id: string;
  userType: string;
  firstName: string;
  lastName: string;
  /** A model's gender (profiles.gender); null for anyone else. */
  gender: string | null;
  city: string | null;
  state: string | null;
}

export interface HistoryJob {
  id: string;
  ownerId: string;
  title: string;
  city: string;
  state: string;
  startsOn: string;
  endsOn: string | null;
  payCents: number;
  payUnit: 'hour' | 'day' | 'job';
  openings: number;
  requiredGender: string | null;
  publishedAt: Date;
}

export interface PlannedApplication {
  jobId: string;
  jobTitle: string;
  ownerId: string;
  modelId: string;
  message: string;
  status: ApplicationState;
  createdAt: Date;
  /** When the owner (or, for 'withdrawn', the model) moved it on; null while pending. */
  decidedAt: Date | null;
}

/** What became of a proposal: its answer and, once accepted, its contract's story. */
export type DealFate = 'pending' | 'declined' | 'withdrawn' | 'awaiting_payment' | 'cancelled' | 'funded' | 'refunded' | 'disputed' | 'completed';

export interface PlannedReview {
  by: 'owner' | 'model';
  rating: number;
  comment: string;
  at: Date;
  reply: { text: string; at: Date } | null;
}

export interface PlannedDeal {
  ownerId: string;
  modelId: string;
  /** Index in `applications` of the application this proposal hires from; null for a direct proposal. */
  application: number | null;
  jobId: string | null;
  title: string;
  description: string;
  workDate: string;
  place: string;
  amountCents: number;
  fate: DealFate;
  proposedAt: Date;
  /** Accepted, declined or withdrawn. */
  answeredAt: Date | null;
  fundedAt: Date | null;
  /** Completion: who confirmed first and when each side did. */
  confirmations: { first: 'owner' | 'model'; firstAt: Date; secondAt: Date } | null;
  /** Cancelled, refunded or disputed: when and by whom. */
  ended: { at: Date; by: 'owner' | 'model' } | null;
  disputeReason: string | null;
  reviews: PlannedReview[];
}

export interface PlannedGallery {
  userId: string;
  /** Pool indexes (demo-gallery.ts), in gallery order. */
  photos: number[];
  captions: string[];
  at: Date;
}

export interface PlannedFavorite {
  userId: string;
  kind: 'model' | 'contractor' | 'job';
  targetId: string;
  at: Date;
}

export interface DemoHistoryPlan {
  applications: PlannedApplication[];
  deals: PlannedDeal[];
  galleries: PlannedGallery[];
  favorites: PlannedFavorite[];
}

/**
 * The proposals sent from profiles, one per line: together they reach every contract state, and the
 * completed ones carry the reviews (both sides, or only the model's or none while the window is open).
 */
const directScript: { fate: DealFate; reviews?: 'both' | 'model' | 'none' }[] = [
  ...Array.from({ length: 7 }, () => ({ fate: 'completed' as const, reviews: 'both' as const })),
  { fate: 'completed', reviews: 'model' },
  { fate: 'completed', reviews: 'none' },
  { fate: 'disputed' },
  { fate: 'disputed' },
  { fate: 'refunded' },
  { fate: 'cancelled' },
  { fate: 'cancelled' },
  { fate: 'funded' },
  { fate: 'funded' },
  { fate: 'awaiting_payment' },
  { fate: 'awaiting_payment' },
  { fate: 'pending' },
  { fate: 'declined' },
  { fate: 'withdrawn' },
];

/** Most people rate well; a few do not (weights of 5, 4, 3 and 2 stars). */
const ratingWeights = [0.55, 0.3, 0.1, 0.05];

function pickRating(random: SeededRandom): number {
  let roll = random.next();
  for (let i = 0; i < ratingWeights.length; i++) {
    roll -= ratingWeights[i] ?? 0;
    if (roll < 0) return 5 - i;
  }
  return 5;
}

function dateOnly(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function shuffled<T>(random: SeededRandom, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** The pay of the whole job: hourly jobs are 6 hours, daily ones every day of the job. */
function jobAmountCents(job: HistoryJob): number {
  if (job.payUnit === 'hour') return job.payCents * 6;
  if (job.payUnit === 'day' && job.endsOn) return job.payCents * (Math.round((Date.parse(job.endsOn) - Date.parse(job.startsOn)) / DAY) + 1);
  return job.payCents;
}

export function planDemoHistory(input: { seed: number; people: readonly HistoryPerson[]; jobs: readonly HistoryJob[]; now: Date }): DemoHistoryPlan {
  const random = seededRandom(Math.imul(input.seed ^ 0x4157_0000, 0x9e3779b1) ^ 0x68697374);
  const now = input.now.getTime();
  const ago = (days: number) => new Date(now - days * DAY);
  /** A moment between `from` and `to`, never later than a minute ago (when that leaves no room: `from`, or just now). */
  const between = (from: number, to: number) => {
    // One draw whatever the times, so the script's shape does not depend on the moment it is made.
    const draw = random.next();
    const end = Math.min(to, now - 60_000);
    if (end <= from) return new Date(Math.min(from, now - 1000));
    return new Date(from + Math.floor(draw * (end - from)));
  };
  const hoursAfter = (date: Date, min: number, max: number) => between(date.getTime() + min * HOUR, date.getTime() + max * HOUR);

  const models = input.people.filter((person) => person.userType === 'model');
  const owners = input.people.filter((person) => person.userType === 'contractor' || person.userType === 'photographer');

  // Applications: a few applicants per open job, in every state of the application graph.
  const applications: PlannedApplication[] = [];
  const appliedBy = new Map<string, number>();
  for (const job of input.jobs) {
    const candidates = models.filter((model) => !job.requiredGender || model.gender === job.requiredGender);
    let hired = 0;
    for (const model of random.some(candidates, random.int(0, 5))) {
      // A free model applies to a handful of jobs a month (FREE_MONTHLY_APPLICATIONS).
      if ((appliedBy.get(model.id) ?? 0) >= 3) continue;
      appliedBy.set(model.id, (appliedBy.get(model.id) ?? 0) + 1);
      const createdAt = between(Math.max(job.publishedAt.getTime() + HOUR / 2, now - 10 * DAY), now - HOUR / 3);
      const roll = random.next();
      let status: ApplicationState = roll < 0.35 ? 'pending' : roll < 0.55 ? 'shortlisted' : roll < 0.75 ? 'rejected' : roll < 0.88 ? 'hired' : 'withdrawn';
      if (status === 'hired' && hired >= job.openings) status = 'shortlisted';
      if (status === 'hired') hired++;
      applications.push({
        jobId: job.id,
        jobTitle: job.title,
        ownerId: job.ownerId,
        modelId: model.id,
        message: random.pick(applicationMessages[readerGenderOf(model.gender)]),
        status,
        createdAt,
        decidedAt: status === 'pending' ? null : hoursAfter(createdAt, 0.2, 72),
      });
    }
  }
  // Every state shows up whatever the dice said: a missing one is given to a pending application.
  for (const state of applicationStates) {
    if (applications.some((application) => application.status === state)) continue;
    const pending = applications.find((application) => application.status === 'pending');
    if (!pending) break;
    pending.status = state;
    pending.decidedAt = state === 'pending' ? null : hoursAfter(pending.createdAt, 0.2, 72);
  }

  const deals: PlannedDeal[] = [];
  const newDeal = (
    fields: Pick<
      PlannedDeal,
      'ownerId' | 'modelId' | 'application' | 'jobId' | 'title' | 'description' | 'workDate' | 'place' | 'amountCents' | 'fate' | 'proposedAt'
    >,
  ): PlannedDeal => ({
    ...fields,
    answeredAt: fields.fate === 'pending' ? null : hoursAfter(fields.proposedAt, 1, 30),
    fundedAt: null,
    confirmations: null,
    ended: null,
    disputeReason: null,
    reviews: [],
  });

  // Hired applicants get the job's proposal: some still pending, some declined, some accepted
  // and waiting for payment or paid (the jobs are ahead, so none of these completed yet).
  applications.forEach((application, index) => {
    if (application.status !== 'hired' || !application.decidedAt) return;
    const job = input.jobs.find((candidate) => candidate.id === application.jobId);
    if (!job) return;
    const roll = random.next();
    const fate: DealFate = roll < 0.35 ? 'pending' : roll < 0.65 ? 'awaiting_payment' : roll < 0.8 ? 'funded' : 'declined';
    const deal = newDeal({
      ownerId: job.ownerId,
      modelId: application.modelId,
      application: index,
      jobId: job.id,
      title: job.title,
      description: `Contratação pela vaga "${job.title}". Chegar 30 minutos antes do horário combinado.`,
      workDate: job.startsOn,
      place: formatLocation(job),
      amountCents: jobAmountCents(job),
      fate,
      proposedAt: application.decidedAt,
    });
    if (fate === 'funded' && deal.answeredAt) deal.fundedAt = hoursAfter(deal.answeredAt, 0.5, 24);
    deals.push(deal);
  });

  // Proposals from profiles, over the last months: the contracts' whole range of outcomes.
  if (owners.length > 0 && models.length > 0) {
    for (const line of directScript) {
      const owner = random.pick(owners);
      const model = random.pick(models);
      const offers: readonly { title: string; description: string }[] =
        owner.userType === 'photographer' ? directProposals.photographer : directProposals.contractor;
      const offer = random.pick(offers);
      const amountCents = Math.round(random.int(250, 3000) / 10) * 1000;
      const past = line.fate === 'completed' && line.reviews === 'both';
      // Days ago of the work: long past for reviewed work, days ago for recent work and disputes,
      // ahead for contracts still open.
      const workAgo =
        line.fate === 'completed'
          ? past
            ? random.int(16, 75)
            : random.int(2, 6)
          : line.fate === 'disputed'
            ? random.int(4, 12)
            : line.fate === 'refunded' || line.fate === 'cancelled' || line.fate === 'declined' || line.fate === 'withdrawn'
              ? random.int(8, 40)
              : -random.int(5, 40);
      const workDay = ago(workAgo);
      const leadDays = line.fate === 'pending' ? random.next() * 2 : line.fate === 'awaiting_payment' ? random.int(1, 4) : random.int(4, 14);
      const proposedAt = workAgo > 0 ? between(now - (workAgo + leadDays) * DAY, now - (workAgo + leadDays - 1) * DAY) : ago(leadDays + random.next() / 2);
      const deal = newDeal({
        ownerId: owner.id,
        modelId: model.id,
        application: null,
        jobId: null,
        title: offer.title,
        description: offer.description,
        workDate: dateOnly(workDay),
        place: formatLocation({ city: owner.city ?? 'São Paulo', state: owner.state ?? 'SP' }),
        amountCents,
        fate: line.fate,
        proposedAt,
      });
      const paid = ['funded', 'refunded', 'disputed', 'completed'].includes(line.fate);
      if (paid && deal.answeredAt) deal.fundedAt = hoursAfter(deal.answeredAt, 0.5, 24);
      if (line.fate === 'cancelled' && deal.answeredAt) deal.ended = { at: hoursAfter(deal.answeredAt, 6, 72), by: random.chance(0.5) ? 'owner' : 'model' };
      if (line.fate === 'refunded' && deal.fundedAt) deal.ended = { at: hoursAfter(deal.fundedAt, 24, 120), by: 'model' };
      if (line.fate === 'disputed') {
        const by = random.chance(0.5) ? 'owner' : 'model';
        deal.ended = { at: between(workDay.getTime() + 20 * HOUR, workDay.getTime() + 60 * HOUR), by };
        deal.disputeReason = random.pick(by === 'owner' ? disputeReasons.owner[readerGenderOf(model.gender)] : disputeReasons.model);
      }
      if (line.fate === 'completed') {
        const firstAt = between(workDay.getTime() + 4 * HOUR, workDay.getTime() + 20 * HOUR);
        const secondAt = hoursAfter(firstAt, 1, 20);
        deal.confirmations = { first: random.chance(0.5) ? 'owner' : 'model', firstAt, secondAt };
        const sides: ('owner' | 'model')[] = line.reviews === 'both' ? ['owner', 'model'] : line.reviews === 'model' ? ['model'] : [];
        for (const by of sides) {
          const rating = pickRating(random);
          const at = hoursAfter(secondAt, 2, past ? 96 : 12);
          // A review of the model speaks of him or her in the model's gender; the reply is in its
          // writer's (the reviewed person's) gender, neutral for hirers, whose gender is not known.
          const ofModel = reviewsOfModels[readerGenderOf(model.gender)];
          const comments = (by === 'owner' ? ofModel : reviewsOfHirers)[5 - rating] ?? ofModel[0] ?? [];
          const replier = by === 'owner' ? model : owner;
          // The reviewed person sometimes answers, once both reviews show.
          const reply = past && random.chance(0.4) ? { text: random.pick(reviewReplies[readerGenderOf(replier.gender)]), at: hoursAfter(at, 3, 72) } : null;
          deal.reviews.push({ by, rating, comment: random.pick(comments), at, reply });
        }
      }
      deals.push(deal);
    }
  }

  // Galleries: 3 to 6 photos of the model's gender, some with a caption.
  const galleries: PlannedGallery[] = models.map((model) => {
    const gender: DemoGender = model.gender === 'masculino' ? 'masculino' : 'feminino';
    const photos = shuffled(random, galleryPhotosOf(gender)).slice(0, random.int(3, 6));
    return {
      userId: model.id,
      photos,
      captions: photos.map(() => (random.chance(0.4) ? random.pick(galleryCaptions) : '')),
      at: between(now - 60 * DAY, now - DAY),
    };
  });
  // Photographers show a portfolio of 4 to 6 shots of both genders (their packages' covers come
  // from it), drawn from their own stream so the rest of the script keeps its shape.
  const portfolioRandom = seededRandom(Math.imul(input.seed ^ 0x706f_7274, 0x9e3779b1));
  const allPhotos = [...galleryPhotosOf('feminino'), ...galleryPhotosOf('masculino')];
  for (const photographer of owners.filter((owner) => owner.userType === 'photographer')) {
    const photos = shuffled(portfolioRandom, allPhotos).slice(0, portfolioRandom.int(4, 6));
    galleries.push({
      userId: photographer.id,
      photos,
      captions: photos.map(() => portfolioRandom.pick(portfolioCaptions)),
      at: new Date(now - portfolioRandom.int(2, 90) * DAY),
    });
  }

  // Favourites: hirers keep models and colleagues, models keep jobs.
  const favorites: PlannedFavorite[] = [];
  const heart = (userId: string, kind: PlannedFavorite['kind'], targetId: string) => {
    if (userId !== targetId) favorites.push({ userId, kind, targetId, at: between(now - 30 * DAY, now - HOUR) });
  };
  for (const owner of owners) {
    for (const model of random.some(models, random.int(2, 6))) heart(owner.id, 'model', model.id);
    if (random.chance(0.3)) for (const other of random.some(owners, random.int(1, 2))) heart(owner.id, 'contractor', other.id);
  }
  for (const model of random.some(models, Math.ceil(models.length / 5))) {
    for (const job of random.some(input.jobs, random.int(1, 3))) heart(model.id, 'job', job.id);
  }

  return { applications, deals, galleries, favorites };
}
