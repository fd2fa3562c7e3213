/**
 * Shapes TypeORM's `query<T>` resolves to on PostgreSQL (PostgresQueryRunner.query) that are not a
 * plain list of rows. A SELECT, or an INSERT with or without RETURNING, resolves to its rows; an
 * UPDATE or DELETE resolves to the pair [RETURNING rows, affected count] instead.
 */

/** An UPDATE or DELETE: its RETURNING rows (none without RETURNING) and how many rows it touched. */
export type Alteracao<L = never> = [L[], number];

/** A statement that returns no rows (INSERT without RETURNING, DDL, a cursor command). */
export type SemLinhas = [];
