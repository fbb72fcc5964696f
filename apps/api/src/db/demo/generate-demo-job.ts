import { genderOptions, jobTypeOptions, modelPhysicalTypeOptions, modelTypeOptions, valuesOf } from '@passarela/shared';
import type { jobs } from '../schema/index.ts';
import { demoCitiesByState, stateAt } from './demo-places.ts';
import { randomFor } from './seeded-random.ts';

export type DemoJob = typeof jobs.$inferInsert;

type JobType = (typeof jobTypeOptions)[number]['value'];

/**
 * What a real poster writes for each kind of job: titles and openings of descriptions ({city},
 * {brand}, {days} filled in: '1 dia', '3 dias'), the usual pay unit and a realistic pay range in reais.
 */
const jobTexts: Record<JobType, { titles: string[]; descriptions: string[]; unit: 'hour' | 'day' | 'job'; pay: [number, number] }> = {
  catalogo: {
    titles: [
      'Modelo para catálogo de moda praia',
      'Fotos de catálogo para coleção de inverno',
      'Catálogo de lingerie — coleção nova',
      'Modelo para catálogo de calçados',
    ],
    descriptions: [
      'A {brand} procura modelos para as fotos do catálogo da nova coleção, em estúdio em {city}. Maquiagem e figurino por nossa conta.',
      'Sessão de fotos de catálogo em {city}, com troca de looks e direção de arte. Trabalho de {days}, com alimentação incluída.',
    ],
    unit: 'day',
    pay: [300, 1500],
  },
  feira: {
    titles: [
      'Equipe de promoção para feira do agronegócio',
      'Recepcionistas para feira de tecnologia',
      'Modelos para estande em feira de automóveis',
      'Equipe para feira de cosméticos',
    ],
    descriptions: [
      'Estande da {brand} na feira em {city}: atendimento ao público, entrega de material e apoio nas demonstrações. Evento de {days}.',
      'Buscamos equipe simpática e pontual para feira em {city}. Uniforme fornecido; é preciso chegar uma hora antes da abertura.',
    ],
    unit: 'day',
    pay: [180, 450],
  },
  hostess: {
    titles: [
      'Hostess para evento corporativo',
      'Recepcionista bilíngue para congresso',
      'Hostess para lançamento de empreendimento',
      'Recepção de convidados em casamento',
    ],
    descriptions: [
      'Recepção de convidados e credenciamento em evento da {brand} em {city}. Inglês intermediário é um diferencial.',
      'Evento fechado em {city} com cerca de 300 convidados. Traje social preto; horário das 18h à meia-noite.',
    ],
    unit: 'hour',
    pay: [40, 120],
  },
  cobertura_fotografica: {
    titles: [
      'Modelo para ensaio de portfólio de fotógrafo',
      'Ensaio externo ao pôr do sol',
      'Modelo para workshop de fotografia',
      'Ensaio editorial em estúdio',
    ],
    descriptions: [
      'Ensaio autoral em {city} para portfólio, com luz natural. As fotos tratadas são entregues a quem posar, para uso pessoal.',
      'Workshop de fotografia de moda em {city}: quem posa para a turma tem orientação do instrutor. Duração de cerca de 4 horas.',
    ],
    unit: 'job',
    pay: [200, 900],
  },
  evento_promocional: {
    titles: [
      'Equipe de degustação em supermercado',
      'Ação promocional em shopping',
      'Blitz promocional de bebida energética',
      'Equipe promocional para lançamento de produto',
    ],
    descriptions: [
      'Ação da {brand} em {city}: abordagem de clientes, degustação e cadastro em tablet. Duração: {days}, das 10h às 18h.',
      'Ação promocional em pontos de grande movimento de {city}. Procuramos pessoas comunicativas e com experiência em vendas.',
    ],
    unit: 'day',
    pay: [150, 400],
  },
  passarela: {
    titles: [
      'Modelos para desfile de moda autoral',
      'Desfile de lançamento de coleção',
      'Modelos para semana de moda regional',
      'Desfile beneficente em shopping',
    ],
    descriptions: [
      'Desfile da nova coleção da {brand} em {city}. Prova de roupa na véspera; cabelo e maquiagem no local.',
      'Semana de moda em {city} com vários estilistas locais. Experiência em passarela é desejável; ensaio geral no dia anterior.',
    ],
    unit: 'job',
    pay: [400, 2500],
  },
  publicidade_tv: {
    titles: [
      'Comercial de TV para rede de farmácias',
      'Figuração para comercial de banco',
      'Protagonista para comercial regional',
      'Comercial de varejo para o Dia das Mães',
    ],
    descriptions: [
      'Gravação de comercial da {brand} em {city}. Diária de até 10 horas, com cessão de imagem por 12 meses na TV e internet.',
      'Produtora em {city} seleciona elenco para comercial de TV. Teste de vídeo antes da escolha final.',
    ],
    unit: 'day',
    pay: [800, 4000],
  },
  publicidade_impressa: {
    titles: ['Campanha de outdoor para academia', 'Fotos para embalagem de produto', 'Campanha impressa de ótica', 'Modelo para anúncio de revista'],
    descriptions: [
      'Campanha da {brand} para outdoor, folhetos e redes sociais em {city}. Cessão de imagem por 1 ano.',
      'Fotos em estúdio em {city} para embalagens e material de ponto de venda. Trabalho de meio período.',
    ],
    unit: 'job',
    pay: [500, 3000],
  },
  outro: {
    titles: ['Modelo de mãos para joalheria', 'Participação em videoclipe', 'Modelo para aula de maquiagem', 'Conteúdo para redes sociais de restaurante'],
    descriptions: [
      'Trabalho diferente em {city}: buscamos perfis variados para projeto da {brand}. Detalhes enviados após a pré-seleção.',
      'Gravação curta em {city}, com roteiro simples e equipe pequena. Ideal para quem está começando.',
    ],
    unit: 'hour',
    pay: [60, 200],
  },
};

const brands = [
  'Atelier Aurora',
  'Grupo Horizonte',
  'Casa Ipê',
  'Estúdio Maré',
  'Rede Sabiá',
  'Agência Jambo',
  'Marca Caju',
  'Bossa Produções',
  'Laço Moda',
  'Vila Criativa',
];

/** A job id of this seed and index: fixed, so seeding twice never doubles the demo jobs. */
export function demoJobId(seed: number, index: number): string {
  return `de${(seed >>> 0).toString(16).padStart(6, '0').slice(-6)}-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;
}

export interface DemoJobOptions {
  seed: number;
  /** Who may own demo jobs (demo contractors and photographers). */
  ownerIds: readonly string[];
  /** The moment the demo is made: dates are in the future relative to it. */
  now: Date;
}

const addDays = (date: Date, days: number) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days)).toISOString().slice(0, 10);

/**
 * Job `index` of `seed`: always the same text, place and pay; dates are relative to `now` (starts
 * 3 to 90 days ahead). Most are open, some closed or filled; about one in six is featured.
 */
export function generateDemoJob(index: number, options: DemoJobOptions): DemoJob {
  // A stream apart from the people's (index offset), so jobs never shift a person.
  const random = randomFor(options.seed ^ 0x5a17, index + 1_000_000);
  const jobType = random.pick(valuesOf(jobTypeOptions));
  const texts = jobTexts[jobType];
  const state = stateAt(random.next());
  const city = random.pick(demoCitiesByState[state]?.cities ?? ['Brasília']);
  const brand = random.pick(brands);
  const days = random.int(1, 3);
  const fill = (text: string) =>
    text
      .replace('{city}', city)
      .replace('{brand}', brand)
      .replace('{days}', `${days} ${days === 1 ? 'dia' : 'dias'}`);
  const startsIn = random.int(3, 90);
  const startsOn = addDays(options.now, startsIn);
  const payReais = random.int(texts.pay[0], texts.pay[1]);
  const roll = random.next();
  const status = roll < 0.8 ? 'open' : roll < 0.9 ? 'closed' : 'filled';
  const publishedAt = new Date(options.now.getTime() - index * 5 * 3_600_000 - random.int(0, 3_599_999));
  const wantsWomen = random.chance(0.55);
  const withHeights = random.chance(0.35);
  const minAge = random.chance(0.5) ? random.pick([18, 18, 20, 21, 25]) : null;
  return {
    id: demoJobId(options.seed, index),
    ownerId: options.ownerIds[index % options.ownerIds.length] as string,
    title: random.pick(texts.titles),
    description: `${fill(random.pick(texts.descriptions))} Candidate-se pela Passarela com fotos atualizadas no perfil.`,
    jobType,
    city,
    state,
    startsOn,
    endsOn: days > 1 ? addDays(options.now, startsIn + days - 1) : null,
    // Rounded like people price things: whole tens of reais.
    payCents: Math.max(10, Math.round(payReais / 10) * 10) * 100,
    payUnit: texts.unit,
    openings: random.pick([1, 1, 2, 2, 3, 4, 5, 8, 10]),
    requiredGender: wantsWomen ? 'feminino' : random.chance(0.2) ? random.pick(valuesOf(genderOptions)) : null,
    requiredModelTypes: random.chance(0.25) ? random.some(valuesOf(modelTypeOptions), random.int(1, 3)) : [],
    requiredPhysicalTypes: random.chance(0.25) ? random.some(valuesOf(modelPhysicalTypeOptions), random.int(1, 2)) : [],
    minAge,
    maxAge: minAge !== null && random.chance(0.6) ? minAge + random.int(10, 25) : null,
    minHeightCm: withHeights ? random.int(155, 172) : null,
    maxHeightCm: withHeights && random.chance(0.3) ? random.int(176, 190) : null,
    applicationDeadline: random.chance(0.5) ? addDays(options.now, Math.max(1, startsIn - random.int(1, 3))) : null,
    status,
    featured: random.chance(0.16),
    publishedAt,
    createdAt: new Date(publishedAt.getTime() - random.int(60_000, 86_400_000)),
    updatedAt: publishedAt,
  };
}
