import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deactivating a member or a staff user revokes their open sessions in the same statement's
 * transaction, whatever path sets ativo = false (the status change with its justification, a bulk
 * job, an operator's SQL). Reactivating then brings no old token back: the person signs in again.
 * The same guarantee as ON DELETE CASCADE gives for deletion, for the same reason: it holds
 * for every writer of the row (docs/decisoes.md, "Desativação revoga sessões").
 */
export class SessoesDesativacao1764700000300 implements MigrationInterface {
  name = 'SessoesDesativacao1764700000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION revogar_sessoes_ao_desativar() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'parceiros' THEN
          UPDATE sessoes SET revogado_em = now() WHERE parceiro_id = NEW.id AND revogado_em IS NULL;
        ELSE
          UPDATE sessoes SET revogado_em = now() WHERE usuario_id = NEW.id AND revogado_em IS NULL;
        END IF;
        RETURN NULL;
      END $$;
      CREATE TRIGGER parceiros_desativados_revogam_sessoes AFTER UPDATE OF ativo ON parceiros
        FOR EACH ROW WHEN (OLD.ativo AND NOT NEW.ativo) EXECUTE FUNCTION revogar_sessoes_ao_desativar();
      CREATE TRIGGER usuarios_desativados_revogam_sessoes AFTER UPDATE OF ativo ON usuarios
        FOR EACH ROW WHEN (OLD.ativo AND NOT NEW.ativo) EXECUTE FUNCTION revogar_sessoes_ao_desativar();
      -- Sessions of people already inactive die now, not on their reactivation.
      UPDATE sessoes s SET revogado_em = now() FROM parceiros p WHERE s.parceiro_id = p.id AND NOT p.ativo AND s.revogado_em IS NULL;
      UPDATE sessoes s SET revogado_em = now() FROM usuarios u WHERE s.usuario_id = u.id AND NOT u.ativo AND s.revogado_em IS NULL;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TRIGGER parceiros_desativados_revogam_sessoes ON parceiros;
      DROP TRIGGER usuarios_desativados_revogam_sessoes ON usuarios;
      DROP FUNCTION revogar_sessoes_ao_desativar();
    `);
  }
}
