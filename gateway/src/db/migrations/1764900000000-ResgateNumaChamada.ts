import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A redemption in one round trip (docs/premios-e-resgates.md, "Uma chamada por resgate"):
 * sw_resgatar runs every rule of modules/resgates and the ledger debit of modules/pontos inside
 * PostgreSQL, under the one member lock it takes, instead of ~15 statements sent one by one. The
 * gateway still parses the request (voltage, operator and mobile, the card name) and turns the
 * refusals into the catalogue's Portuguese texts: a refusal is `RAISE ... ERRCODE 'SWR01'` with a
 * key as the message and a figure or a name as the detail (db/recusa-sql.ts), so nothing written
 * before it survives.
 *
 * The ledger's own steps become functions too, used by pontos.service.ts as well, so there is one
 * implementation of a debit: sw_consumir_lotes (take points from open lots, oldest expiry first),
 * sw_debitar_travado (the debit under a lock the caller already holds) and sw_debitar (the lock,
 * then the debit). A change to a rule is a new migration that replaces the function.
 */
export class ResgateNumaChamada1764900000000 implements MigrationInterface {
  name = 'ResgateNumaChamada1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION sw_recusar(p_chave text, p_detalhe text DEFAULT NULL) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION USING ERRCODE = 'SWR01', MESSAGE = p_chave, DETAIL = COALESCE(p_detalhe, '');
      END $$;

      -- Takes p_pontos from the member's open lots, oldest expiry first (a preferred lot first),
      -- recording each use. The caller holds the member lock, which every change to lots takes.
      CREATE OR REPLACE FUNCTION sw_consumir_lotes(p_movimento bigint, p_parceiro integer, p_pontos numeric, p_lote_preferido bigint DEFAULT NULL)
      RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        l record;
        v_falta numeric := p_pontos;
        v_usar numeric;
      BEGIN
        FOR l IN SELECT id, restante FROM lotes_pontos WHERE parceiro_id = p_parceiro AND restante > 0
                  ORDER BY (id = COALESCE(p_lote_preferido, 0)) DESC, vence_em, id FOR UPDATE
        LOOP
          EXIT WHEN v_falta <= 0;
          v_usar := LEAST(v_falta, l.restante);
          UPDATE lotes_pontos SET restante = restante - v_usar WHERE id = l.id;
          INSERT INTO consumos_lotes (movimento_id, lote_id, pontos) VALUES (p_movimento, l.id, v_usar);
          v_falta := v_falta - v_usar;
        END LOOP;
        -- The balance cache was checked under the member lock; lots disagreeing with it is a broken invariant.
        IF v_falta > 0 THEN RAISE EXCEPTION 'lotes do parceiro % não cobrem o saldo', p_parceiro; END IF;
      END $$;

      -- A debit under the member lock the caller holds (p_saldo read under it): refuses to overdraw,
      -- writes the movement (once per source), consumes lots and updates the balance cache.
      CREATE OR REPLACE FUNCTION sw_debitar_travado(p_parceiro integer, p_saldo numeric, p_pontos numeric, p_tipo text,
        p_origem_tipo text, p_origem_id text, p_motivo text, p_resp_tipo text, p_resp_id integer, p_resp_nome text,
        OUT o_movimento bigint, OUT o_criado_em timestamptz) LANGUAGE plpgsql AS $$
      BEGIN
        IF NOT (p_pontos > 0) THEN PERFORM sw_recusar('pontos_invalidos'); END IF;
        IF p_saldo < p_pontos THEN PERFORM sw_recusar('saldo_insuficiente'); END IF;
        INSERT INTO movimentos_pontos (parceiro_id, tipo, pontos, origem_tipo, origem_id, motivo, responsavel_tipo, responsavel_id, responsavel_nome)
        VALUES (p_parceiro, p_tipo, -p_pontos, p_origem_tipo, p_origem_id, left(p_motivo, 500), p_resp_tipo, p_resp_id, p_resp_nome)
        ON CONFLICT DO NOTHING
        RETURNING id, criado_em INTO o_movimento, o_criado_em;
        IF o_movimento IS NULL THEN PERFORM sw_recusar('pontos_ja_lancados'); END IF;
        PERFORM sw_consumir_lotes(o_movimento, p_parceiro, p_pontos);
        UPDATE parceiros SET saldo_pontos = saldo_pontos - p_pontos WHERE id = p_parceiro;
      END $$;

      CREATE OR REPLACE FUNCTION sw_debitar(p_parceiro integer, p_pontos numeric, p_tipo text, p_origem_tipo text, p_origem_id text,
        p_motivo text, p_resp_tipo text, p_resp_id integer, p_resp_nome text,
        OUT o_movimento bigint, OUT o_criado_em timestamptz) LANGUAGE plpgsql AS $$
      DECLARE v_saldo numeric;
      BEGIN
        -- FOR NO KEY UPDATE, as everywhere in the ledger (pontos.service.ts travarMembro says why).
        SELECT saldo_pontos INTO v_saldo FROM parceiros WHERE id = p_parceiro FOR NO KEY UPDATE;
        IF NOT FOUND THEN PERFORM sw_recusar('vendedor_nao_encontrado'); END IF;
        SELECT d.o_movimento, d.o_criado_em INTO o_movimento, o_criado_em
          FROM sw_debitar_travado(p_parceiro, v_saldo, p_pontos, p_tipo, p_origem_tipo, p_origem_id, p_motivo, p_resp_tipo, p_resp_id, p_resp_nome) d;
      END $$;

      -- The member's card as the API shows it (cartoes.service.ts cartaoMembroDTO, as JSON.stringify writes it).
      CREATE OR REPLACE FUNCTION sw_cartao_membro_json(c cartoes) RETURNS jsonb LANGUAGE sql STABLE AS $$
        SELECT CASE WHEN c.id IS NULL THEN 'null'::jsonb ELSE jsonb_build_object(
          'numero', c.numero, 'saldo', c.saldo::float8,
          'atualizadoEm', to_char(c.atualizado_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'bloqueado', CASE WHEN c.bloqueado THEN 1 ELSE 0 END, 'emDesbloqueio', c.em_desbloqueio, 'entregue', c.entregue,
          'situacao', CASE WHEN COALESCE(c.numero, '') = '' THEN 'solicitado' WHEN c.entregue THEN 'entregue' ELSE 'a_caminho' END,
          'nome', c.nome) END
      $$;

      /*
       * A member redeems a prize or an offer: the rules of docs/premios-e-resgates.md in their order,
       * then the redemption and its debit. Returns the new redemption, or (o_resposta) the stored
       * answer of an earlier request with the same idempotency key.
       * p_erro_voltagem / p_erro_recarga: the gateway's refusal of the voltage or top-up fields,
       * raised only if the prize is of that type; p_nome_cartao: the full name, NULL when unusable.
       */
      CREATE OR REPLACE FUNCTION sw_resgatar(
        p_parceiro integer, p_codigo text, p_chave text, p_codigo_resgate text,
        p_voltagem text, p_erro_voltagem text, p_recarga text, p_erro_recarga text, p_obs text, p_nome_cartao text,
        p_limite_mes integer, p_mesmo_premio integer, p_por_parceiro integer,
        p_resp_tipo text, p_resp_id integer, p_resp_nome text, p_request_id text, p_mensagem text)
      RETURNS TABLE (o_resgate integer, o_saldo_novo numeric, o_resposta jsonb, o_cartao jsonb) LANGUAGE plpgsql AS $$
      DECLARE
        v_mes timestamptz := date_trunc('month', now() AT TIME ZONE 'America/Sao_Paulo') AT TIME ZONE 'America/Sao_Paulo';
        v_semana timestamptz := date_trunc('week', now() AT TIME ZONE 'America/Sao_Paulo') AT TIME ZONE 'America/Sao_Paulo';
        v_codigo text := btrim(p_codigo);
        m record;
        k record;
        cfg record;
        v_cartao cartoes;
        v_saldo numeric;
        v_preco numeric;
        v_n integer;
        v_premio integer;
        v_oferta integer;
        v_tipo text;
        v_pontos numeric;
        v_alternativo numeric;
        v_parceiro_oferta text;
        v_opcao text := '';
        v_resgate integer;
        v_mov bigint;
        v_anterior jsonb;
        v_resposta jsonb;
      BEGIN
        -- A quick refusal before queueing on the member lock (a burst of requests from one member
        -- leaves at once): the month's limit or a balance below the prize's cheapest price. Only a
        -- hint; everything is checked again under the lock. Not for a keyed request, whose repeat
        -- must get its first answer.
        IF p_chave IS NULL THEN
          SELECT p.saldo_pontos,
                 (SELECT LEAST(x.pontos, COALESCE(NULLIF(x.pontos_alternativo, 0), x.pontos)) FROM premios x WHERE lower(x.codigo) = lower(p_codigo) AND x.ativo),
                 (SELECT count(*)::int FROM resgates r WHERE r.parceiro_id = p.id AND r.status <> 3 AND r.resgatado_em >= v_mes)
            INTO v_saldo, v_preco, v_n
            FROM parceiros p WHERE p.id = p_parceiro;
          IF FOUND AND v_preco IS NOT NULL THEN
            IF v_n >= p_limite_mes THEN PERFORM sw_recusar('limite_mes', p_limite_mes::text); END IF;
            IF v_preco > 0 AND v_saldo < v_preco THEN PERFORM sw_recusar('saldo_insuficiente'); END IF;
          END IF;
        END IF;

        -- 1. The member lock: balance, limits and debit of one member happen one at a time.
        SELECT p.ativo, p.saldo_pontos, p.revenda_id, v.resgate_liberado, v.ativo AS revenda_ativa INTO m
          FROM parceiros p JOIN revendas v ON v.id = p.revenda_id WHERE p.id = p_parceiro FOR NO KEY UPDATE OF p;
        IF NOT FOUND OR NOT m.ativo THEN PERFORM sw_recusar('proibido'); END IF;
        -- A repeat of a key: the first request has committed by the time the lock is ours.
        IF p_chave IS NOT NULL THEN
          SELECT r.resposta INTO v_anterior FROM resgates r WHERE r.parceiro_id = p_parceiro AND r.chave_idempotencia = p_chave;
          IF v_anterior IS NOT NULL THEN
            IF lower(v_anterior->>'codigoPremio') <> lower(p_codigo) THEN PERFORM sw_recusar('chave_outro_premio'); END IF;
            RETURN QUERY SELECT NULL::integer, NULL::numeric, v_anterior, NULL::jsonb;
            RETURN;
          END IF;
        END IF;
        -- 2. The store.
        IF NOT (m.resgate_liberado AND m.revenda_ativa) THEN PERFORM sw_recusar('resgate_nao_liberado'); END IF;

        -- 3. A programme prize by code, else a catalogue offer by code or numeric id (resgataveis.ts).
        IF v_codigo <> '' THEN
          SELECT x.id, x.tipo, x.pontos, x.pontos_alternativo INTO v_premio, v_tipo, v_pontos, v_alternativo
            FROM premios x WHERE lower(x.codigo) = lower(v_codigo) AND x.ativo;
          IF v_premio IS NULL THEN
            SELECT o.id, o.tipo, CASE WHEN o.pontos > 0 THEN COALESCE(o.pontos_desconto, o.pontos) ELSE 0 END, o.pontos_alternativo, o.parceiro_nome
              INTO v_oferta, v_tipo, v_pontos, v_alternativo, v_parceiro_oferta
              FROM ofertas o
             WHERE o.ativo AND (lower(o.codigo) = lower(v_codigo) OR o.id = CASE WHEN v_codigo ~ '^[0-9]{1,9}$' THEN v_codigo::integer END)
             ORDER BY (lower(o.codigo) = lower(v_codigo)) DESC LIMIT 1;
          END IF;
        END IF;
        IF v_premio IS NULL AND v_oferta IS NULL THEN PERFORM sw_recusar('premio_nao_encontrado'); END IF;
        IF NOT (v_pontos > 0) THEN PERFORM sw_recusar('premio_indisponivel'); END IF;

        -- 4. By type: the card of a credit (a request in the member's full name when there is none),
        -- the voltage of a bivolt (220V pays pontos_alternativo), the operator and mobile of a top-up.
        IF v_tipo = 'credito' THEN
          SELECT * INTO v_cartao FROM cartoes WHERE parceiro_id = p_parceiro;
          IF v_cartao.id IS NULL THEN
            IF p_nome_cartao IS NULL THEN PERFORM sw_recusar('informe_nome_completo'); END IF;
            INSERT INTO cartoes (parceiro_id, cpf, nome, solicitado_em) SELECT id, cpf, p_nome_cartao, now() FROM parceiros WHERE id = p_parceiro
              RETURNING * INTO v_cartao;
            INSERT INTO logs (responsavel_tipo, responsavel_id, responsavel_nome, tipo, parametros, request_id, criado_em)
            VALUES (p_resp_tipo, p_resp_id, p_resp_nome, 'cartoes.solicitar', jsonb_build_object('parceiroId', p_parceiro, 'cartaoId', v_cartao.id), p_request_id, now());
          END IF;
        END IF;
        IF v_tipo = 'bivolt' THEN
          IF p_erro_voltagem IS NOT NULL THEN PERFORM sw_recusar('entrada', p_erro_voltagem); END IF;
          v_opcao := p_voltagem;
          IF v_opcao = '220V' THEN
            IF NOT (COALESCE(v_alternativo, 0) > 0) THEN PERFORM sw_recusar('premio_indisponivel'); END IF;
            v_pontos := v_alternativo;
          END IF;
        END IF;
        IF v_tipo = 'recarga' THEN
          IF p_erro_recarga IS NOT NULL THEN PERFORM sw_recusar('entrada', p_erro_recarga); END IF;
          v_opcao := p_recarga;
        END IF;

        -- 5. The limits: this month's and this week's redemptions in one read (the week may start
        -- in the previous month), cancelled ones not counted; the voucher settings; 1 per partner.
        SELECT count(*) FILTER (WHERE r.resgatado_em >= v_mes)::int AS mes,
               count(*) FILTER (WHERE r.resgatado_em >= v_mes AND (r.premio_id = v_premio OR r.oferta_id = v_oferta))::int AS mesmo,
               count(*) FILTER (WHERE r.resgatado_em >= v_semana)::int AS semana
          INTO k FROM resgates r WHERE r.parceiro_id = p_parceiro AND r.status <> 3 AND r.resgatado_em >= LEAST(v_mes, v_semana);
        IF k.mes >= p_limite_mes THEN PERFORM sw_recusar('limite_mes', p_limite_mes::text); END IF;
        SELECT s.voucher_ativo, s.usos_semanais_voucher INTO cfg FROM configuracoes_sistema s WHERE s.id = 1;
        IF NOT FOUND THEN RAISE EXCEPTION 'configuracoes_sistema sem a linha 1'; END IF;
        IF NOT cfg.voucher_ativo THEN PERFORM sw_recusar('vouchers_desativados'); END IF;
        IF k.semana >= cfg.usos_semanais_voucher THEN PERFORM sw_recusar('limite_semanal', cfg.usos_semanais_voucher::text); END IF;
        IF k.mesmo >= p_mesmo_premio THEN PERFORM sw_recusar('limite_premio_mes'); END IF;
        IF COALESCE(v_parceiro_oferta, '') <> '' THEN
          SELECT count(*)::int INTO v_n FROM resgates r JOIN ofertas o ON o.id = r.oferta_id
           WHERE r.parceiro_id = p_parceiro AND r.status <> 3 AND lower(o.parceiro_nome) = lower(v_parceiro_oferta);
          IF v_n >= p_por_parceiro THEN PERFORM sw_recusar('limite_parceiro', v_parceiro_oferta); END IF;
        END IF;

        -- 6. The debit (no second lock: the member is ours since step 1), then the redemption
        -- pointing at it. The id is taken first so the movement can name its source.
        v_resgate := nextval('resgates_id_seq');
        SELECT d.o_movimento INTO v_mov
          FROM sw_debitar_travado(p_parceiro, m.saldo_pontos, v_pontos, 'debito_resgate', 'resgate', v_resgate::text,
                                  'Resgate ' || p_codigo, p_resp_tipo, p_resp_id, p_resp_nome) d;
        IF p_chave IS NOT NULL THEN
          v_resposta := jsonb_build_object('saldoNovo', (m.saldo_pontos - v_pontos)::float8, 'cartao', sw_cartao_membro_json(v_cartao),
            'id', v_resgate, 'mensagem', p_mensagem, 'codigoPremio', p_codigo);
        END IF;
        INSERT INTO resgates (id, redemption_code, parceiro_id, revenda_id, premio_id, oferta_id, qtde, pontos_gastos, saldo_anterior,
                              escolha_membro, movimento_id, cartao_id, chave_idempotencia, resposta)
        VALUES (v_resgate, p_codigo_resgate, p_parceiro, m.revenda_id, v_premio, v_oferta, 1, v_pontos, m.saldo_pontos,
                NULLIF(concat_ws(' — ', NULLIF(v_opcao, ''), NULLIF(p_obs, '')), ''), v_mov, v_cartao.id, p_chave, v_resposta);
        RETURN QUERY SELECT v_resgate, m.saldo_pontos - v_pontos, NULL::jsonb, CASE WHEN v_cartao.id IS NULL THEN NULL ELSE to_jsonb(v_cartao) END;
      END $$;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP FUNCTION sw_resgatar(integer, text, text, text, text, text, text, text, text, text, integer, integer, integer, text, integer, text, text, text);
      DROP FUNCTION sw_cartao_membro_json(cartoes);
      DROP FUNCTION sw_debitar(integer, numeric, text, text, text, text, text, integer, text);
      DROP FUNCTION sw_debitar_travado(integer, numeric, numeric, text, text, text, text, text, integer, text);
      DROP FUNCTION sw_consumir_lotes(bigint, integer, numeric, bigint);
      DROP FUNCTION sw_recusar(text, text);
    `);
  }
}
