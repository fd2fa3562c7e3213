import { MigrationInterface, QueryRunner } from 'typeorm';

/** Foundation: networks, stores, panel users, members, sessions, login attempts, audit log, scored sales. */
export class Fundacao1763800000000 implements MigrationInterface {
  name = 'Fundacao1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE redes (
        id serial PRIMARY KEY,
        nome varchar(120) NOT NULL,
        regiao varchar(120),
        valor_ponto numeric(12,4) NOT NULL DEFAULT 0 CHECK (valor_ponto >= 0),
        ativo boolean NOT NULL DEFAULT true,
        data_cadastro date NOT NULL DEFAULT CURRENT_DATE,
        criado_em timestamptz NOT NULL DEFAULT now(),
        atualizado_em timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX redes_nome_uq ON redes (lower(nome));

      CREATE TABLE revendas (
        id serial PRIMARY KEY,
        rede_id integer NOT NULL REFERENCES redes(id),
        codigo varchar(30) NOT NULL,
        cnpj char(14) NOT NULL,
        cnpj_cdd_revenda_master varchar(14),
        nome_fantasia varchar(160) NOT NULL,
        razao_social varchar(200),
        responsavel varchar(160),
        email varchar(160),
        telefone varchar(11),
        celular varchar(11),
        end_rua varchar(200),
        end_numero varchar(20),
        end_complemento varchar(120),
        end_bairro varchar(120),
        end_cidade varchar(120),
        end_estado char(2),
        end_cep char(8),
        tipo_pontuacao smallint NOT NULL DEFAULT 0 CHECK (tipo_pontuacao BETWEEN 0 AND 2),
        fator_pontuacao smallint NOT NULL DEFAULT 1 CHECK (fator_pontuacao BETWEEN 1 AND 10),
        cenario smallint NOT NULL DEFAULT 0 CHECK (cenario BETWEEN 0 AND 3),
        resgate_liberado boolean NOT NULL DEFAULT false,
        lancamento_relatorio boolean NOT NULL DEFAULT false,
        lancamento_manual boolean NOT NULL DEFAULT false,
        ativo boolean NOT NULL DEFAULT true,
        criado_em timestamptz NOT NULL DEFAULT now(),
        atualizado_em timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX revendas_cnpj_uq ON revendas (cnpj);
      CREATE UNIQUE INDEX revendas_codigo_uq ON revendas (codigo);
      CREATE INDEX revendas_rede_idx ON revendas (rede_id);

      CREATE TABLE usuarios (
        id serial PRIMARY KEY,
        nome varchar(160) NOT NULL,
        cpf char(11) NOT NULL,
        email varchar(160) NOT NULL,
        senha_hash text NOT NULL,
        permissao smallint NOT NULL CHECK (permissao BETWEEN 0 AND 5),
        id_revendas_permitidas integer[],
        id_redes_permitidas integer[],
        ativo boolean NOT NULL DEFAULT true,
        criado_em timestamptz NOT NULL DEFAULT now(),
        atualizado_em timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX usuarios_cpf_uq ON usuarios (cpf);

      CREATE TABLE parceiros (
        id serial PRIMARY KEY,
        revenda_id integer NOT NULL REFERENCES revendas(id),
        nome varchar(160) NOT NULL,
        cpf char(11) NOT NULL,
        email varchar(160),
        celular varchar(11),
        telefone varchar(11),
        sexo char(1) CHECK (sexo IN ('F', 'M')),
        data_nascimento date,
        end_rua varchar(200),
        end_numero varchar(20),
        end_complemento varchar(120),
        end_bairro varchar(120),
        end_cidade varchar(120),
        end_estado char(2),
        end_cep char(8),
        hobby varchar(160),
        senha_hash text,
        saldo_pontos numeric(14,2) NOT NULL DEFAULT 0 CHECK (saldo_pontos >= 0),
        total_pontos numeric(14,2) NOT NULL DEFAULT 0,
        ultima_pontuacao timestamptz,
        ultimo_acesso_em timestamptz,
        quem_indicou varchar(160),
        aceitou_regulamento boolean NOT NULL DEFAULT false,
        ativo boolean NOT NULL DEFAULT true,
        id_indicacao varchar(20),
        google_auth_id varchar(255),
        criado_em timestamptz NOT NULL DEFAULT now(),
        atualizado_em timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX parceiros_cpf_uq ON parceiros (cpf);
      CREATE UNIQUE INDEX parceiros_id_indicacao_uq ON parceiros (id_indicacao);
      CREATE INDEX parceiros_revenda_idx ON parceiros (revenda_id);

      -- Tokens are random; only their SHA-256 is stored, so a copy of this table opens no session.
      CREATE TABLE sessoes (
        id bigserial PRIMARY KEY,
        token_hash char(64) NOT NULL,
        usuario_id integer REFERENCES usuarios(id) ON DELETE CASCADE,
        parceiro_id integer REFERENCES parceiros(id) ON DELETE CASCADE,
        criado_em timestamptz NOT NULL DEFAULT now(),
        ultimo_uso_em timestamptz NOT NULL DEFAULT now(),
        expira_em timestamptz NOT NULL,
        revogado_em timestamptz,
        ip varchar(64),
        user_agent varchar(300),
        CHECK ((usuario_id IS NULL) <> (parceiro_id IS NULL))
      );
      CREATE UNIQUE INDEX sessoes_token_uq ON sessoes (token_hash);
      CREATE INDEX sessoes_usuario_idx ON sessoes (usuario_id) WHERE usuario_id IS NOT NULL;
      CREATE INDEX sessoes_parceiro_idx ON sessoes (parceiro_id) WHERE parceiro_id IS NOT NULL;

      -- Failed logins, kept in the database so that every gateway instance counts the same.
      CREATE TABLE tentativas_login (
        id bigserial PRIMARY KEY,
        publico varchar(10) NOT NULL,
        cpf varchar(11) NOT NULL,
        ip varchar(64) NOT NULL,
        criado_em timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX tentativas_login_cpf_idx ON tentativas_login (cpf, criado_em);
      CREATE INDEX tentativas_login_ip_idx ON tentativas_login (ip, criado_em);

      -- Audit log: one row per state-changing action, the source of the Logs screen.
      CREATE TABLE logs (
        id bigserial PRIMARY KEY,
        responsavel_tipo varchar(10) NOT NULL,
        responsavel_id integer,
        responsavel_nome varchar(160),
        tipo varchar(60) NOT NULL,
        parametros jsonb NOT NULL DEFAULT '{}'::jsonb,
        request_id varchar(64),
        criado_em timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX logs_criado_em_idx ON logs (criado_em DESC);
      CREATE INDEX logs_tipo_idx ON logs (tipo, criado_em DESC);

      -- Scored sales. The points ledger builds on this table.
      CREATE TABLE vendas (
        id bigserial PRIMARY KEY,
        parceiro_id integer NOT NULL REFERENCES parceiros(id),
        revenda_id integer NOT NULL REFERENCES revendas(id),
        identificador varchar(60),
        total_venda numeric(14,2) NOT NULL DEFAULT 0,
        total_pontos numeric(14,2) NOT NULL DEFAULT 0,
        valor_custo numeric(14,2) NOT NULL DEFAULT 0,
        realizado_em date NOT NULL,
        pontuado_em timestamptz NOT NULL DEFAULT now(),
        cancelada_em timestamptz,
        criado_em timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX vendas_parceiro_idx ON vendas (parceiro_id) WHERE cancelada_em IS NULL;
      CREATE INDEX vendas_revenda_idx ON vendas (revenda_id) WHERE cancelada_em IS NULL;
      CREATE INDEX vendas_pontuado_em_idx ON vendas (pontuado_em);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE vendas, logs, tentativas_login, sessoes, parceiros, usuarios, revendas, redes CASCADE`);
  }
}
