import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Point claims (pontuações enviadas): what a member sends for staff to turn into a scored sale —
 * receipt files (type-2 stores) or typed items that passed the sell-in check (type-1 stores).
 * Every status change of a claim or of a scored sale leaves a row in pontuacoes_historico.
 * historico_compras is the stores' sell-in (what each store bought of each product per month):
 * the member-side sell-in check reads it and the reports of the history upload feed it.
 */
export class Pontuacoes1764000600000 implements MigrationInterface {
  name = 'Pontuacoes1764000600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE pontuacoes (
        id bigserial PRIMARY KEY,
        parceiro_id integer NOT NULL REFERENCES parceiros(id),
        revenda_id integer NOT NULL REFERENCES revendas(id),
        origem varchar(10) NOT NULL CHECK (origem IN ('foto', 'digitada')),
        link_arquivo varchar(500),
        tipo_arquivo varchar(10),
        itens jsonb NOT NULL DEFAULT '[]',
        status varchar(12) NOT NULL DEFAULT 'pendente'
          CHECK (status IN ('pendente', 'processada', 'encerrada', 'reprovada')),
        reprovado_motivo varchar(60),
        reprovado_por integer REFERENCES usuarios(id),
        encerrado_por integer REFERENCES usuarios(id),
        venda_id bigint REFERENCES vendas(id),
        criado_em timestamptz NOT NULL DEFAULT now(),
        atualizado_em timestamptz NOT NULL DEFAULT now(),
        CHECK (origem = 'digitada' OR link_arquivo IS NOT NULL),
        CHECK (status <> 'reprovada' OR reprovado_motivo IS NOT NULL),
        CHECK (status <> 'processada' OR venda_id IS NOT NULL)
      );
      -- Pending list (criadoEm desc) and closed list (encerrada/reprovada by date).
      CREATE INDEX pontuacoes_status_criado_idx ON pontuacoes (status, criado_em DESC, id DESC);
      CREATE INDEX pontuacoes_status_atualizado_idx ON pontuacoes (status, atualizado_em DESC, id DESC);
      -- A member's own statements.
      CREATE INDEX pontuacoes_parceiro_idx ON pontuacoes (parceiro_id, status, criado_em DESC);
      -- A sale comes from at most one claim.
      CREATE UNIQUE INDEX pontuacoes_venda_uq ON pontuacoes (venda_id) WHERE venda_id IS NOT NULL;
      CREATE INDEX pontuacoes_revenda_idx ON pontuacoes (revenda_id, status);

      CREATE TABLE pontuacoes_historico (
        id bigserial PRIMARY KEY,
        pontuacao_id bigint REFERENCES pontuacoes(id),
        venda_id bigint REFERENCES vendas(id),
        usuario_id integer REFERENCES usuarios(id),
        parceiro_id integer REFERENCES parceiros(id),
        status_anterior varchar(20),
        status_novo varchar(20) NOT NULL,
        justificativa text,
        criado_em timestamptz NOT NULL DEFAULT now(),
        CHECK (pontuacao_id IS NOT NULL OR venda_id IS NOT NULL)
      );
      CREATE INDEX pontuacoes_historico_pontuacao_idx ON pontuacoes_historico (pontuacao_id);
      CREATE INDEX pontuacoes_historico_venda_idx ON pontuacoes_historico (venda_id);

      -- Sales by store and code (sell-in check: units already sold) and the scored-sales list by date
      -- (core/listagem reads it forward for ascending and backward for the default newest first).
      CREATE INDEX vendas_itens_codigo_idx ON vendas_itens (codigo, venda_id);
      CREATE INDEX vendas_pontuado_em_id_idx ON vendas (pontuado_em NULLS FIRST, id);

      CREATE TABLE historico_compras (
        id bigserial PRIMARY KEY,
        revenda_id integer NOT NULL REFERENCES revendas(id),
        produto_id integer NOT NULL REFERENCES produtos(id),
        mes date NOT NULL CHECK (extract(day FROM mes) = 1),
        quantidade numeric(14,2) NOT NULL CHECK (quantidade >= 0),
        valor_total numeric(14,2) NOT NULL DEFAULT 0 CHECK (valor_total >= 0),
        criado_em timestamptz NOT NULL DEFAULT now(),
        atualizado_em timestamptz NOT NULL DEFAULT now(),
        -- One line per store, product and month: re-sending a month replaces it (idempotent upload).
        UNIQUE (revenda_id, produto_id, mes)
      );
      CREATE INDEX historico_compras_produto_idx ON historico_compras (produto_id, revenda_id);
      CREATE INDEX historico_compras_mes_idx ON historico_compras (mes);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE historico_compras;
      DROP INDEX vendas_pontuado_em_id_idx;
      DROP INDEX vendas_itens_codigo_idx;
      DROP TABLE pontuacoes_historico;
      DROP TABLE pontuacoes;
    `);
  }
}
