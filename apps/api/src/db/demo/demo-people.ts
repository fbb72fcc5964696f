/** Common Brazilian first and last names (IBGE's most frequent), accents as people write them. */
export const femaleFirstNames = [
  'Ana',
  'Maria',
  'Júlia',
  'Beatriz',
  'Larissa',
  'Camila',
  'Fernanda',
  'Gabriela',
  'Letícia',
  'Mariana',
  'Amanda',
  'Bruna',
  'Carolina',
  'Isabela',
  'Luana',
  'Natália',
  'Patrícia',
  'Rafaela',
  'Sofia',
  'Vitória',
  'Yasmin',
  'Lívia',
  'Helena',
  'Alice',
  'Manuela',
  'Giovanna',
  'Lorena',
  'Taís',
  'Débora',
  'Jéssica',
  'Priscila',
  'Thaís',
  'Aline',
  'Bianca',
  'Clara',
  'Eduarda',
  'Flávia',
  'Heloísa',
  'Íris',
  'Joana',
  'Kamila',
  'Lúcia',
  'Mônica',
  'Nathália',
  'Paula',
  'Raquel',
  'Sabrina',
  'Tatiane',
  'Valéria',
  'Luíza',
] as const;

export const maleFirstNames = [
  'João',
  'Pedro',
  'Lucas',
  'Gabriel',
  'Rafael',
  'Mateus',
  'Gustavo',
  'Felipe',
  'Bruno',
  'Thiago',
  'Diego',
  'André',
  'Caio',
  'Vinícius',
  'Leonardo',
  'Rodrigo',
  'Henrique',
  'Otávio',
  'Sérgio',
  'Fábio',
] as const;

/**
 * A demo person's gender, read from the name lists above (every demo first name is in exactly one
 * of them; null for a name in neither): a person's portrait shows that gender, whatever their role.
 */
export function demoGenderOfFirstName(firstName: string): 'feminino' | 'masculino' | null {
  if ((femaleFirstNames as readonly string[]).includes(firstName)) return 'feminino';
  if ((maleFirstNames as readonly string[]).includes(firstName)) return 'masculino';
  return null;
}

export const lastNames = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Ramos',
  'Gonçalves',
  'Santana',
  'Teixeira',
  'Araújo',
  'Conceição',
  'Brandão',
  'Magalhães',
  'Estêvão',
] as const;

export const companyWords = {
  prefixes: ['Agência', 'Estúdio', 'Produtora', 'Casting', 'Eventos', 'Moda', 'Grupo', 'Ateliê'] as const,
  names: ['Aurora', 'Paraíso', 'Horizonte', 'Ipê', 'Jacarandá', 'Maré', 'Sertão', 'Cerrado', 'Araucária', 'Litoral', 'Boa Vista', 'Sol Nascente'] as const,
};

export const modelBios = [
  'Modelo há {years} anos, com experiência em catálogo e passarela. Pontual, comunicativa e apaixonada por fotografia.',
  'Trabalho com moda e publicidade em {city} e região. Disponível para viagens e eventos de fim de semana.',
  'Já participei de feiras, desfiles e campanhas de marcas locais. Adoro trabalhar em equipe e aprender em cada ensaio.',
  'Estudante de {course}, faço trabalhos como modelo e hostess. Tenho facilidade com câmera e vídeo.',
  'Modelo fitness, pratico esportes desde criança. Experiência com e-commerce e campanhas de academia.',
  'Apaixonada por moda autoral e editoriais artísticos. Portfólio atualizado, disponível para testes.',
  'Experiência em eventos promocionais, degustação e recepção. Boa dicção, simpatia e responsabilidade.',
] as const;

export const companyBios = [
  'Produzimos eventos corporativos e ativações de marca em {city} e em todo o estado.',
  'Agência de casting com foco em publicidade e moda. Buscamos rostos novos para campanhas.',
  'Fotografia de moda, retrato e produto há {years} anos. Estúdio próprio em {city}.',
  'Organizamos feiras e congressos e contratamos recepcionistas, hostess e promotoras.',
  'Marca de roupas autoral, fotografamos coleções a cada estação com modelos da região.',
] as const;

export const courses = ['Administração', 'Design', 'Publicidade', 'Educação Física', 'Moda', 'Direito', 'Jornalismo'] as const;
