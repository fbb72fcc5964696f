import type { ReaderGender } from '@passarela/shared';

/**
 * What the people of the demo history write: application messages, proposals, reviews and their
 * replies, dispute reasons and gallery captions, as people on a Brazilian casting site write them.
 */

/** A text in the three forms Portuguese needs: for a woman, a man, or someone whose gender is not known. */
type Gendered<T> = Readonly<Record<ReaderGender, T>>;

/**
 * What a model writes when she or he applies (index by index the same message in each form, so the
 * seeded script draws the same line whoever writes it).
 */
export const applicationMessages: Gendered<readonly string[]> = {
  feminine: [
    'Olá! Tenho experiência com esse tipo de trabalho e disponibilidade na data. Fico à disposição.',
    'Oi, tudo bem? Adoraria participar. Moro perto e tenho agenda livre nessa semana.',
    'Boa tarde! Já fiz trabalhos parecidos, meu portfólio está atualizado no perfil.',
    'Tenho interesse na vaga e posso chegar com antecedência. Obrigada pela oportunidade!',
    'Olá, sou pontual e tenho experiência com público. Posso enviar mais fotos se precisar.',
    '',
  ],
  masculine: [
    'Olá! Tenho experiência com esse tipo de trabalho e disponibilidade na data. Fico à disposição.',
    'Oi, tudo bem? Adoraria participar. Moro perto e tenho agenda livre nessa semana.',
    'Boa tarde! Já fiz trabalhos parecidos, meu portfólio está atualizado no perfil.',
    'Tenho interesse na vaga e posso chegar com antecedência. Obrigado pela oportunidade!',
    'Olá, sou pontual e tenho experiência com público. Posso enviar mais fotos se precisar.',
    '',
  ],
  neutral: [
    'Olá! Tenho experiência com esse tipo de trabalho e disponibilidade na data. Fico à disposição.',
    'Oi, tudo bem? Adoraria participar. Moro perto e tenho agenda livre nessa semana.',
    'Boa tarde! Já fiz trabalhos parecidos, meu portfólio está atualizado no perfil.',
    'Tenho interesse na vaga e posso chegar com antecedência. Agradeço a oportunidade!',
    'Olá, sou pontual e tenho experiência com público. Posso enviar mais fotos se precisar.',
    '',
  ],
};

/** Proposals sent from a model's profile (not from a job): what each kind of hirer asks for. */
export const directProposals = {
  contractor: [
    { title: 'Recepção em evento corporativo', description: 'Recepção de convidados e credenciamento. Traje social preto, das 18h às 23h.' },
    { title: 'Promoção em ponto de venda', description: 'Degustação e abordagem de clientes em supermercado, sábado das 10h às 18h.' },
    { title: 'Desfile de lançamento de coleção', description: 'Prova de roupa na véspera; cabelo e maquiagem no local. Cachê fechado.' },
    { title: 'Fotos para catálogo de verão', description: 'Sessão em estúdio com troca de looks. Alimentação incluída.' },
    { title: 'Estande em feira de negócios', description: 'Atendimento no estande e entrega de material durante a feira.' },
  ],
  photographer: [
    { title: 'Ensaio editorial em estúdio', description: 'Ensaio autoral com luz de estúdio; as fotos tratadas ficam para o seu portfólio.' },
    { title: 'Ensaio externo ao pôr do sol', description: 'Ensaio na praia ou no parque, cerca de 3 horas, com troca de figurino.' },
    { title: 'Fotos para marca de acessórios', description: 'Fotos de produto com modelo para e-commerce e redes sociais da marca.' },
    { title: 'Workshop de fotografia de moda', description: 'Você posa para a turma com orientação do instrutor. Duração de 4 horas.' },
  ],
} as const;

/**
 * A hirer's review of a model, by rating (index 0: 5 stars ... 3: 2 stars), in the model's gender:
 * a man is not "simpática" nor "atrasada".
 */
export const reviewsOfModels: Gendered<readonly (readonly string[])[]> = {
  feminine: [
    ['Profissional impecável: pontual, simpática e com ótima presença diante da câmera.', 'Superou as expectativas. Queremos trabalhar juntos de novo!'],
    ['Muito boa no trabalho, só chegou um pouco depois do combinado.', 'Ótima postura e comunicação. Recomendo.'],
    ['Cumpriu o combinado, mas precisou de bastante direção nas fotos.'],
    ['Chegou atrasada e saiu antes do fim. Esperávamos mais comprometimento.'],
  ],
  masculine: [
    ['Profissional impecável: pontual, simpático e com ótima presença diante da câmera.', 'Superou as expectativas. Queremos trabalhar juntos de novo!'],
    ['Muito bom no trabalho, só chegou um pouco depois do combinado.', 'Ótima postura e comunicação. Recomendo.'],
    ['Cumpriu o combinado, mas precisou de bastante direção nas fotos.'],
    ['Chegou atrasado e saiu antes do fim. Esperávamos mais comprometimento.'],
  ],
  neutral: [
    ['Profissional impecável: pontual, gentil e com ótima presença diante da câmera.', 'Superou as expectativas. Queremos trabalhar juntos de novo!'],
    ['Excelente trabalho, só chegou um pouco depois do combinado.', 'Ótima postura e comunicação. Recomendo.'],
    ['Cumpriu o combinado, mas precisou de bastante direção nas fotos.'],
    ['Chegou com atraso e saiu antes do fim. Esperávamos mais comprometimento.'],
  ],
};

/** A model's review of the hirer, by rating as above (about the hirer's team and the day, in any gender). */
export const reviewsOfHirers = [
  ['Equipe organizada e muito respeitosa. Pagamento liberado sem atraso.', 'Ambiente ótimo e tudo como combinado. Voltaria com certeza.'],
  ['Boa experiência, só faltou avisar antes da mudança de horário.', 'Trabalho tranquilo e bem explicado.'],
  ['O local era diferente do combinado, mas no fim deu tudo certo.'],
  ['Muita espera e pouca organização no dia.'],
] as const;

/** The reviewed person's answer, in the gender of whoever writes it ("obrigado" agrees with the speaker). */
export const reviewReplies: Gendered<readonly string[]> = {
  feminine: [
    'Obrigada pelo carinho! Foi um prazer trabalhar com vocês.',
    'Muito obrigada! Conto com vocês nos próximos trabalhos.',
    'Agradeço o retorno e vou levar em conta nas próximas vezes.',
    'Obrigada! Qualquer novo projeto, é só chamar.',
  ],
  masculine: [
    'Obrigado pelo carinho! Foi um prazer trabalhar com vocês.',
    'Muito obrigado! Conto com vocês nos próximos trabalhos.',
    'Agradeço o retorno e vou levar em conta nas próximas vezes.',
    'Obrigado! Qualquer novo projeto, é só chamar.',
  ],
  neutral: [
    'Agradeço o carinho! Foi um prazer trabalhar com você.',
    'Agradecemos muito! Contamos com você nos próximos trabalhos.',
    'Agradeço o retorno e vou levar em conta nas próximas vezes.',
    'Agradecemos! Qualquer novo projeto, é só chamar.',
  ],
};

/** Why a contract was disputed: the owner's words about the model (in the model's gender), the model's about the hirer. */
export const disputeReasons = {
  owner: {
    feminine: ['A modelo não compareceu no horário combinado e não avisou.', 'O trabalho foi feito só pela metade do tempo combinado.'],
    masculine: ['O modelo não compareceu no horário combinado e não avisou.', 'O trabalho foi feito só pela metade do tempo combinado.'],
    neutral: ['Ninguém compareceu no horário combinado, e não houve aviso.', 'O trabalho foi feito só pela metade do tempo combinado.'],
  } satisfies Gendered<readonly string[]>,
  model: [
    'Quem contratou mudou o local e o horário sem avisar e não confirmou a conclusão.',
    'Fiz o trabalho completo, mas quem contratou alega insatisfação com o resultado.',
  ],
} as const;

export const galleryCaptions = [
  'Editorial de verão',
  'Campanha de moda praia',
  'Ensaio em estúdio',
  'Desfile de lançamento',
  'Catálogo de inverno',
  'Teste de luz',
  'Bastidores da campanha',
] as const;

/** Captions of a photographer's portfolio shots. */
export const portfolioCaptions = ['Book em estúdio', 'Retrato com luz natural', 'Editorial de moda', 'Ensaio externo', 'Campanha para marca local', 'Fotos para agência'] as const;
