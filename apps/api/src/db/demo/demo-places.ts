/**
 * Cities of every one of the 27 UFs, written with their accents (search must find 'São Luís'
 * from 'sao luis'). Weights roughly follow population so São Paulo is the most common.
 */
export const demoCitiesByState: Record<string, { weight: number; cities: readonly string[] }> = {
  AC: { weight: 1, cities: ['Rio Branco', 'Cruzeiro do Sul'] },
  AL: { weight: 2, cities: ['Maceió', 'Arapiraca'] },
  AP: { weight: 1, cities: ['Macapá', 'Santana'] },
  AM: { weight: 3, cities: ['Manaus', 'Parintins'] },
  BA: { weight: 7, cities: ['Salvador', 'Feira de Santana', 'Vitória da Conquista', 'Ilhéus'] },
  CE: { weight: 5, cities: ['Fortaleza', 'Juazeiro do Norte', 'Sobral'] },
  DF: { weight: 3, cities: ['Brasília', 'Taguatinga'] },
  ES: { weight: 2, cities: ['Vitória', 'Vila Velha', 'Serra'] },
  GO: { weight: 4, cities: ['Goiânia', 'Anápolis', 'Aparecida de Goiânia'] },
  MA: { weight: 3, cities: ['São Luís', 'Imperatriz'] },
  MT: { weight: 2, cities: ['Cuiabá', 'Várzea Grande', 'Rondonópolis'] },
  MS: { weight: 2, cities: ['Campo Grande', 'Dourados'] },
  MG: { weight: 10, cities: ['Belo Horizonte', 'Uberlândia', 'Juiz de Fora', 'Contagem', 'Montes Claros'] },
  PA: { weight: 4, cities: ['Belém', 'Ananindeua', 'Santarém'] },
  PB: { weight: 2, cities: ['João Pessoa', 'Campina Grande'] },
  PR: { weight: 6, cities: ['Curitiba', 'Londrina', 'Maringá', 'Foz do Iguaçu'] },
  PE: { weight: 5, cities: ['Recife', 'Olinda', 'Caruaru', 'Petrolina'] },
  PI: { weight: 2, cities: ['Teresina', 'Parnaíba'] },
  RJ: { weight: 9, cities: ['Rio de Janeiro', 'Niterói', 'São Gonçalo', 'Petrópolis', 'Duque de Caxias'] },
  RN: { weight: 2, cities: ['Natal', 'Mossoró'] },
  RS: { weight: 6, cities: ['Porto Alegre', 'Caxias do Sul', 'Pelotas', 'Santa Maria'] },
  RO: { weight: 1, cities: ['Porto Velho', 'Ji-Paraná'] },
  RR: { weight: 1, cities: ['Boa Vista'] },
  SC: { weight: 4, cities: ['Florianópolis', 'Joinville', 'Blumenau', 'Balneário Camboriú'] },
  SP: { weight: 20, cities: ['São Paulo', 'Campinas', 'Santos', 'Ribeirão Preto', 'São José dos Campos', 'Sorocaba', 'Guarulhos'] },
  SE: { weight: 1, cities: ['Aracaju', 'Lagarto'] },
  TO: { weight: 1, cities: ['Palmas', 'Araguaína'] },
};

const weighted: string[] = Object.entries(demoCitiesByState).flatMap(([state, { weight }]) => Array.from({ length: weight }, () => state));

/** A state drawn by weight, from a number in [0, 1). */
export function stateAt(fraction: number): string {
  return weighted[Math.floor(fraction * weighted.length)] as string;
}
