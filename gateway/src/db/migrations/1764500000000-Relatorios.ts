import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reports and anti-fraud (docs/relatorios.md).
 * - tarefas: the database-backed job queue every gateway instance shares. At most one job per key
 *   (kind + parameters) is waiting or running (partial unique index), so two clicks enqueue once;
 *   workers claim with FOR UPDATE SKIP LOCKED and hold a lease they renew (heartbeat); a job whose
 *   lease ran out (its instance died) is claimed again, up to max_tentativas.
 * - relatorios_anotacoes: observations, anti-fraud releases and stock entries, append-only; the
 *   current observation is the latest row and the released quantity the sum of releases.
 * - rel_*: the tables the report jobs rebuild and the screens read (never aggregated per request).
 */
export class Relatorios1764500000000 implements MigrationInterface {
  name = 'Relatorios1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tarefas (
        id bigserial PRIMARY KEY,
        tipo varchar(40) NOT NULL,
        chave varchar(200) NOT NULL,
        parametros jsonb NOT NULL DEFAULT '{}'::jsonb,
        status varchar(12) NOT NULL DEFAULT 'pendente' CHECK (status IN ('pendente', 'executando', 'concluida', 'falhou')),
        tentativas smallint NOT NULL DEFAULT 0,
        max_tentativas smallint NOT NULL DEFAULT 2,
        progresso smallint NOT NULL DEFAULT 0 CHECK (progresso BETWEEN 0 AND 100),
        etapa varchar(200),
        resultado jsonb,
        erro varchar(1000),
        solicitado_por integer REFERENCES usuarios(id) ON DELETE SET NULL,
        executor varchar(120),
        concessao_ate timestamptz,
        criado_em timestamptz NOT NULL DEFAULT now(),
        iniciado_em timestamptz,
        concluido_em timestamptz
      );
      CREATE UNIQUE INDEX tarefas_ativa_uq ON tarefas (chave) WHERE status IN ('pendente', 'executando');
      CREATE INDEX tarefas_fila_idx ON tarefas (criado_em, id) WHERE status IN ('pendente', 'executando');
      CREATE INDEX tarefas_tipo_idx ON tarefas (tipo, criado_em DESC);

      CREATE TABLE relatorios_anotacoes (
        id bigserial PRIMARY KEY,
        tipo varchar(30) NOT NULL CHECK (tipo IN ('mensuracao.observacao', 'antifraude.observacao', 'antifraude.liberacao', 'estoque.saldo')),
        rede_id integer NOT NULL REFERENCES redes(id) ON DELETE CASCADE,
        -- 0 for a note about the whole network (Mensuração): keeps one index for every kind.
        produto_id integer NOT NULL DEFAULT 0,
        quantidade numeric(14,2),
        data date,
        observacao varchar(2000),
        usuario_id integer REFERENCES usuarios(id) ON DELETE SET NULL,
        nome varchar(160) NOT NULL,
        criado_em timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX relatorios_anotacoes_idx ON relatorios_anotacoes (tipo, rede_id, produto_id, criado_em DESC, id DESC);

      -- Sell-out per store, product and month (Produtos vendidos, the sell-out side of the charts).
      CREATE TABLE rel_produtos_vendidos (
        revenda_id integer NOT NULL REFERENCES revendas(id) ON DELETE CASCADE,
        produto_id integer NOT NULL REFERENCES produtos(id) ON DELETE CASCADE,
        mes date NOT NULL,
        quantidade numeric(16,2) NOT NULL,
        valor_total numeric(16,2) NOT NULL,
        total_pontos numeric(16,2) NOT NULL,
        -- The only index: Produtos vendidos reads one store, or every store in this order. A second
        -- index would double the work of rebuilding ~2 million rows on each generation.
        PRIMARY KEY (revenda_id, mes, produto_id)
      );

      CREATE TABLE rel_antifraude (
        rede_id integer NOT NULL REFERENCES redes(id) ON DELETE CASCADE,
        produto_id integer NOT NULL REFERENCES produtos(id) ON DELETE CASCADE,
        qtd_vendida numeric(16,2) NOT NULL,
        qtd_pontuada numeric(16,2) NOT NULL,
        pontos_unitario numeric(14,2) NOT NULL,
        gerado_em timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (rede_id, produto_id)
      );

      CREATE TABLE rel_mensuracao (
        rede_id integer PRIMARY KEY REFERENCES redes(id) ON DELETE CASCADE,
        data_cadastro date NOT NULL,
        meses_atendidos_antes integer NOT NULL,
        total_antes numeric(16,2) NOT NULL,
        media_mensal numeric(16,2),
        media_semanal numeric(16,2),
        meses_atendidos_pos integer NOT NULL,
        total_vendido_pos numeric(16,2) NOT NULL,
        media_mensal_pos numeric(16,2),
        media_semanal_pos numeric(16,2),
        resultado_mensal numeric(10,2),
        resultado_semanal numeric(10,2),
        gerado_em timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE rel_taxa_sucesso (
        mes date NOT NULL,
        rede_id integer NOT NULL REFERENCES redes(id) ON DELETE CASCADE,
        produto_id integer NOT NULL REFERENCES produtos(id) ON DELETE CASCADE,
        valor_unitario numeric(14,2) NOT NULL,
        qtd_vendida_antes numeric(16,2) NOT NULL,
        meses_atendido_antes integer NOT NULL,
        media_mensal numeric(16,4),
        qtd_vendida numeric(16,2) NOT NULL,
        aumento_vendas numeric(16,4),
        aumento_vendas_dinheiro numeric(16,2),
        taxa_sucesso numeric(12,2),
        gerado_em timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (mes, rede_id, produto_id)
      );

      CREATE TABLE rel_compras_pontuacao (
        mes date NOT NULL,
        rede_id integer NOT NULL REFERENCES redes(id) ON DELETE CASCADE,
        produto_id integer NOT NULL REFERENCES produtos(id) ON DELETE CASCADE,
        data_ultimo_pedido date,
        qtd_ultimo_pedido numeric(16,2),
        data_penultimo_pedido date,
        qtd_penultimo_pedido numeric(16,2),
        qtd_vendida numeric(16,2) NOT NULL,
        qtd_pontuada numeric(16,2) NOT NULL,
        gerado_em timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (mes, rede_id, produto_id)
      );

      -- Generation reads sell-in by network and month and sell-out by month.
      CREATE INDEX historico_compras_revenda_mes_idx ON historico_compras (revenda_id, mes, produto_id);
      CREATE INDEX vendas_realizado_em_idx ON vendas (realizado_em) WHERE cancelada_em IS NULL;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX vendas_realizado_em_idx;
      DROP INDEX historico_compras_revenda_mes_idx;
      DROP TABLE rel_compras_pontuacao, rel_taxa_sucesso, rel_mensuracao, rel_antifraude, rel_produtos_vendidos, relatorios_anotacoes, tarefas;
    `);
  }
}
