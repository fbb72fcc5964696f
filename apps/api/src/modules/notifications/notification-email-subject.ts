/**
 * The subject of a notification's email: the site's name, then the title as the bell shows it
 * ('Passarela: Você recebeu uma proposta'). The title comes last, so one ending in '!' never runs
 * into more words ('Você foi contratada! na Passarela' was issue 24). A minor's guardian gets a
 * copy whose subject says whom it is for.
 */
export function notificationEmailSubject({ title, siteName, copyFor }: { title: string; siteName: string; copyFor?: string }): string {
  return copyFor ? `Aviso para ${copyFor} na ${siteName}: ${title}` : `${siteName}: ${title}`;
}
