/** /contato's messages and the admin inbox. */
export { createContactRepository } from './contact.repository.ts';
export { contactRoutes } from './contact.routes.ts';
export { createContactService } from './contact.service.ts';
