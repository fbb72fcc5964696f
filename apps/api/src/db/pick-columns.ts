import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * Some of a table's columns under their own names, for a select: `pickColumns(users, 'id', 'name')`
 * is `{ id: users.id, name: users.name }`, each name written once. The keys keep the order given.
 */
export function pickColumns<T extends Table, K extends keyof T['_']['columns'] & string>(table: T, ...names: K[]): Pick<T['_']['columns'], K> {
  const columns = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, columns[name]])) as Pick<T['_']['columns'], K>;
}
