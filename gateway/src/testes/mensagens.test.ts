import { DataSource } from 'typeorm';
import { RequestContext } from '../core/context';
import { criarDataSource } from '../db/data-source';
import {
  DIAS_RETENCAO,
  enfileirarMensagem,
  enfileirarParaParceiro,
  ESPERAS_MINUTOS,
  FILA_ENVIO,
  limparMensagensAntigas,
  MAXIMO_TENTATIVAS,
  processarLote,
} from '../modules/mensagens/fila.service';
import { mensagemLembreteVencimento, mensagemPontuacaoReprovada, mensagemVendaPontuada } from '../modules/mensagens/modelos';
import { criarFila, executarProxima } from '../core/fila';
import { AmbienteDeTeste, BANCO_DE_TESTE } from '../testing/ambiente';
import { esperarAte } from '../testing/esperar';
import { iniciarWhatsappFalso, WhatsappFalso } from '../testing/whatsapp-falso';

const TOKEN = 'tok-fila-0123456789abcdef';

let amb: AmbienteDeTeste;
let falso: WhatsappFalso;
let ctx: RequestContext;
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  falso = await iniciarWhatsappFalso({ token: TOKEN });
  ctx = RequestContext.sistema(amb.ds, 'teste');
  const r = await amb.rest('POST', '/api/configuracoes', { token: await amb.entrarPainel(2), corpo: { url: falso.url, token: TOKEN, codigo: 'SW-FILA' } });
  expect(r.status).toBe(200);
});
afterAll(async () => {
  await amb.fechar();
  await falso.fechar();
});
beforeEach(async () => {
  falso.limpar();
  // Each test sees only its own messages.
  await amb.ds.query(`DELETE FROM mensagens_saida`);
});

const linhas = (where = 'true', p: unknown[] = []) =>
  amb.ds.query(
    `SELECT id::text, destino, tipo, status, tentativas, ultimo_erro, enviada_em, chave,
                       extract(epoch FROM proxima_tentativa_em - now())::float AS espera_s
                  FROM mensagens_saida WHERE ${where} ORDER BY id`,
    p,
  );
const vencerTodas = () => amb.ds.query(`UPDATE mensagens_saida SET proxima_tentativa_em = now() WHERE status = 'pendente'`);

describe('queueing', () => {
  it('a message queued in a transaction that rolls back is never sent', async () => {
    await expect(
      amb.ds.transaction(async (m) => {
        const id = await enfileirarMensagem(ctx.comManager(m), { celular: '11987654321', tipo: 'venda_pontuada', texto: 'Olá!' });
        expect(id).not.toBeNull();
        throw new Error('a venda falhou');
      }),
    ).rejects.toThrow('a venda falhou');
    expect(await linhas()).toEqual([]);
    expect(await processarLote(amb.ds)).toEqual({ enviadas: 0, reagendadas: 0, falhas: 0 });
    expect(falso.recebidas).toEqual([]);
  });

  it('a committed message is delivered by the sender, with the provider contract', async () => {
    const id = await amb.ds.transaction((m) =>
      enfileirarMensagem(ctx.comManager(m), {
        celular: '(11) 98765-4321',
        ...mensagemVendaPontuada({ nome: 'Carlos Eduardo', pontos: 120, saldo: 3450, identificador: 'NF123' }),
      }),
    );
    expect(await processarLote(amb.ds)).toEqual({ enviadas: 1, reagendadas: 0, falhas: 0 });
    expect(falso.recebidas).toEqual([
      {
        codigo: 'SW-FILA',
        celular: '5511987654321',
        autorizacao: `Bearer ${TOKEN}`,
        chave: `mensagem-${id}`,
        status: 200,
        mensagem:
          'Olá, Carlos! Sua venda NF123 foi pontuada: você ganhou 120 pontos. Seu saldo agora é de 3.450 pontos. Obrigado por participar do Experiências SW!',
      },
    ]);
    const [l] = await linhas();
    expect(l).toMatchObject({ id, destino: '11987654321', tipo: 'venda_pontuada', status: 'enviada', tentativas: 1, ultimo_erro: null });
    expect(l.enviada_em).toBeInstanceOf(Date);
    expect(await processarLote(amb.ds)).toEqual({ enviadas: 0, reagendadas: 0, falhas: 0 });
    expect(falso.recebidas).toHaveLength(1);
  });

  it('a member without a usable mobile gets nothing queued, and the caller goes on', async () => {
    expect(await enfileirarMensagem(ctx, { celular: null, tipo: 't', texto: 'x' })).toBeNull();
    expect(await enfileirarMensagem(ctx, { celular: '12345', tipo: 't', texto: 'x' })).toBeNull();
    expect(await linhas()).toEqual([]);
  });

  it('a key queues once', async () => {
    expect(await enfileirarMensagem(ctx, { celular: '11987654321', tipo: 't', texto: 'x', chave: 'k1' })).not.toBeNull();
    expect(await enfileirarMensagem(ctx, { celular: '11987654321', tipo: 't', texto: 'y', chave: 'k1' })).toBeNull();
    expect(await linhas()).toHaveLength(1);
  });

  it('enfileirarParaParceiro uses the member’s registered mobile', async () => {
    const [p] = await amb.ds.query(`SELECT id, nome FROM parceiros WHERE cpf = '70000000744'`);
    await amb.ds.query(`UPDATE parceiros SET celular = '21999887766' WHERE id = $1`, [p.id]);
    await enfileirarParaParceiro(ctx, p.id, mensagemPontuacaoReprovada({ nome: p.nome, motivo: 'Nota Ilegível', enviadaEm: '2026-03-10' }));
    const [l] = await amb.ds.query(`SELECT destino, parceiro_id, tipo, texto, parametros FROM mensagens_saida`);
    expect(l).toEqual({
      destino: '21999887766',
      parceiro_id: p.id,
      tipo: 'pontuacao_reprovada',
      texto:
        'Olá, Carlos! A nota que você enviou em 10/03/2026 não foi aprovada. Motivo: Nota Ilegível. Você pode enviar uma nova foto da nota pela loja Experiências SW.',
      parametros: { nome: p.nome, motivo: 'Nota Ilegível', enviadaEm: '2026-03-10' },
    });
    expect(await enfileirarParaParceiro(ctx, 99999999, mensagemPontuacaoReprovada({ nome: 'X', motivo: 'Y' }))).toBeNull();
  });

  it('a slow provider does not slow down whoever queues', async () => {
    // The provider holds its answer until told: the send is surely in flight while another message
    // is queued, whatever the machine's speed. Queuing waiting on the send would never finish here.
    falso.definirModo({ segurar: true });
    await enfileirarMensagem(ctx, { celular: '11987654321', tipo: 't', texto: 'lenta' });
    const enviando = processarLote(amb.ds, { timeoutMs: 60_000 });
    await esperarAte('o envio chegar ao provedor', () => falso.recebidas.length === 1);
    await amb.ds.transaction((m) => enfileirarMensagem(ctx.comManager(m), { celular: '11987654321', tipo: 't', texto: 'outra' }));
    expect(falso.entregues().map((r) => r.mensagem)).toEqual(['lenta']);
    expect(await amb.ds.query(`SELECT status FROM mensagens_saida WHERE texto = 'outra'`)).toEqual([{ status: 'pendente' }]);
    falso.liberar();
    expect(await enviando).toEqual({ enviadas: 1, reagendadas: 0, falhas: 0 });
  });
});

describe('retries', () => {
  it('a failing provider is retried after 1, 5, 30, 120 and 360 minutes, then the message is given up', async () => {
    falso.definirModo({ status: 503 });
    const id = await enfileirarMensagem(ctx, { celular: '11987654321', tipo: 't', texto: 'insistente' });
    for (let tentativa = 1; tentativa < MAXIMO_TENTATIVAS; tentativa++) {
      expect(await processarLote(amb.ds)).toEqual({ enviadas: 0, reagendadas: 1, falhas: 0 });
      const [l] = await linhas();
      expect(l).toMatchObject({ status: 'pendente', tentativas: tentativa, ultimo_erro: 'o serviço de WhatsApp respondeu HTTP 503.' });
      expect(l.espera_s).toBeGreaterThan(ESPERAS_MINUTOS[tentativa - 1] * 60 - 5);
      expect(l.espera_s).toBeLessThanOrEqual(ESPERAS_MINUTOS[tentativa - 1] * 60);
      // Not due yet: nothing is sent before its time.
      expect(await processarLote(amb.ds)).toEqual({ enviadas: 0, reagendadas: 0, falhas: 0 });
      await vencerTodas();
    }
    expect(await processarLote(amb.ds)).toEqual({ enviadas: 0, reagendadas: 0, falhas: 1 });
    expect(await linhas()).toEqual([expect.objectContaining({ id, status: 'falhou', tentativas: MAXIMO_TENTATIVAS })]);
    // Every attempt carried the same idempotency key.
    expect(falso.recebidas).toHaveLength(MAXIMO_TENTATIVAS);
    expect(new Set(falso.recebidas.map((r) => r.chave))).toEqual(new Set([`mensagem-${id}`]));
    await vencerTodas();
    expect(await processarLote(amb.ds)).toEqual({ enviadas: 0, reagendadas: 0, falhas: 0 });
  });

  it('a failure then a success delivers on the retry', async () => {
    falso.falharProximas(1, 500);
    await enfileirarMensagem(ctx, { celular: '11987654321', tipo: 't', texto: 'segunda chance' });
    expect((await processarLote(amb.ds)).reagendadas).toBe(1);
    await vencerTodas();
    expect((await processarLote(amb.ds)).enviadas).toBe(1);
    expect(await linhas()).toEqual([expect.objectContaining({ status: 'enviada', tentativas: 2, ultimo_erro: null })]);
  });

  it('a message the provider refuses (400, 422) is given up at once', async () => {
    falso.falharProximas(1, 422);
    await enfileirarMensagem(ctx, { celular: '11987654321', tipo: 't', texto: 'recusada' });
    expect(await processarLote(amb.ds)).toEqual({ enviadas: 0, reagendadas: 0, falhas: 1 });
    expect(await linhas()).toEqual([expect.objectContaining({ status: 'falhou', tentativas: 1, ultimo_erro: 'o serviço de WhatsApp respondeu HTTP 422.' })]);
  });

  it('a timeout is a failed attempt to retry', async () => {
    falso.definirModo({ segurar: true }); // never answers: only the 0.2 s cut ends the attempt
    await enfileirarMensagem(ctx, { celular: '11987654321', tipo: 't', texto: 'sem resposta' });
    expect(await processarLote(amb.ds, { timeoutMs: 200 })).toEqual({ enviadas: 0, reagendadas: 1, falhas: 0 });
    expect((await linhas())[0].ultimo_erro).toBe('o serviço de WhatsApp não respondeu em 0,2 s.');
  });

  it('without a provider configured the message waits on the same schedule', async () => {
    const [guardada] = await amb.ds.query(`SELECT * FROM configuracoes_whatsapp`);
    await amb.ds.query(`DELETE FROM configuracoes_whatsapp`);
    try {
      await enfileirarMensagem(ctx, { celular: '11987654321', tipo: 't', texto: 'sem provedor' });
      expect(await processarLote(amb.ds)).toEqual({ enviadas: 0, reagendadas: 1, falhas: 0 });
      expect(await linhas()).toEqual([expect.objectContaining({ status: 'pendente', tentativas: 1, ultimo_erro: 'WhatsApp não configurado.' })]);
    } finally {
      await amb.ds.query(`INSERT INTO configuracoes_whatsapp (id, url, token_cifrado, codigo, atualizado_em) VALUES ($1, $2, $3, $4, $5)`, [
        guardada.id,
        guardada.url,
        guardada.token_cifrado,
        guardada.codigo,
        guardada.atualizado_em,
      ]);
    }
    await vencerTodas();
    expect((await processarLote(amb.ds)).enviadas).toBe(1);
  });

  it('a message claimed by a sender that died is taken again once its lease ends', async () => {
    const id = await enfileirarMensagem(ctx, { celular: '11987654321', tipo: 't', texto: 'órfã' });
    // As the claim leaves it: attempt counted, next attempt pushed past the lease.
    await amb.ds.query(`UPDATE mensagens_saida SET tentativas = 1, proxima_tentativa_em = now() + interval '70 seconds' WHERE id = $1`, [id]);
    expect(await processarLote(amb.ds)).toEqual({ enviadas: 0, reagendadas: 0, falhas: 0 });
    await vencerTodas();
    expect(await processarLote(amb.ds)).toEqual({ enviadas: 1, reagendadas: 0, falhas: 0 });
    expect(await linhas()).toEqual([expect.objectContaining({ status: 'enviada', tentativas: 2 })]);
  });
});

describe('several senders at once', () => {
  let outra: DataSource;
  beforeAll(async () => {
    // A second "gateway instance": its own pool on the same database.
    outra = criarDataSource((amb.ds.options as { url: string }).url, BANCO_DE_TESTE);
    await outra.initialize();
  });
  afterAll(() => outra.destroy());

  it('two instances with parallel senders never deliver one message twice', async () => {
    falso.definirModo({ atrasoMs: 15 });
    const total = 120;
    await amb.ds.query(`INSERT INTO mensagens_saida (destino, tipo, texto) SELECT '11987654321', 'carga', 'mensagem ' || g FROM generate_series(1, $1) g`, [
      total,
    ]);
    const sender = async (ds: DataSource) => {
      let n = 0;
      for (;;) {
        const r = await processarLote(ds, { limite: 7 });
        if (!r.enviadas && !r.reagendadas && !r.falhas) return n;
        n += r.enviadas;
      }
    };
    const contagens = await Promise.all([sender(amb.ds), sender(amb.ds), sender(outra), sender(outra)]);
    expect(contagens.reduce((a, b) => a + b, 0)).toBe(total);
    expect(contagens.filter((c) => c > 0).length).toBeGreaterThan(1);
    const chaves = falso.recebidas.map((r) => r.chave);
    expect(chaves).toHaveLength(total);
    expect(new Set(chaves).size).toBe(total);
    expect(await amb.ds.query(`SELECT status, tentativas, count(*)::int AS n FROM mensagens_saida GROUP BY 1, 2`)).toEqual([
      { status: 'enviada', tentativas: 1, n: total },
    ]);
  });

  it('the job queue sends what gets queued and stops cleanly', async () => {
    // Queuing a message adds a sender job in the same transaction; a working instance runs it.
    const trabalhando = await criarFila(amb.ds, { trabalhar: true, agendar: false, nome: 'envio' });
    try {
      await enfileirarMensagem(ctx, { celular: '11987654321', tipo: 't', texto: 'pela fila' });
      await esperarAte('a fila enviar a mensagem', () => falso.entregues().length > 0);
      expect(falso.entregues().map((r) => r.mensagem)).toEqual(['pela fila']);
    } finally {
      await trabalhando.parar();
    }
    // With the jobs off (SW_JOBS=false) an instance only enqueues: nothing is sent.
    const desligada = await criarFila(amb.ds, { trabalhar: false, nome: 'desligada' });
    try {
      const jobs = async () => (await amb.ds.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state = 'created'`, [FILA_ENVIO]))[0].n;
      const antes = await jobs();
      await amb.ds.transaction(async (m) => {
        await enfileirarMensagem(ctx.comManager(m), { celular: '11987654321', tipo: 't', texto: 'ninguém envia' });
      });
      expect(await jobs()).toBe(antes + 1);
      expect(falso.recebidas).toHaveLength(1);
      // A message whose transaction rolls back leaves no sender job either.
      await expect(
        amb.ds.transaction(async (m) => {
          await enfileirarMensagem(ctx.comManager(m), { celular: '11987654321', tipo: 't', texto: 'desfeita' });
          throw new Error('desfaz');
        }),
      ).rejects.toThrow('desfaz');
      expect(await jobs()).toBe(antes + 1);
      // The waiting jobs are there for the next working instance; run directly, one run sends and settles them all.
      expect(await executarProxima(desligada, FILA_ENVIO, amb.ds)).toBe(true);
      expect(falso.entregues().map((r) => r.mensagem)).toEqual(['pela fila', 'ninguém envia']);
      expect(await jobs()).toBe(0);
    } finally {
      await desligada.parar();
    }
  });
});

describe('retention', () => {
  it('finished messages older than the retention period are deleted; pending ones stay', async () => {
    for (const [status, dias] of [
      ['enviada', DIAS_RETENCAO + 1],
      ['falhou', DIAS_RETENCAO + 1],
      ['pendente', DIAS_RETENCAO + 1],
      ['enviada', DIAS_RETENCAO - 1],
    ] as const) {
      await amb.ds.query(
        `INSERT INTO mensagens_saida (destino, tipo, texto, status, criado_em) VALUES ('11987654321', 't', $1, $2, now() - make_interval(days => $3))`,
        [`${status}-${dias}`, status, dias],
      );
    }
    expect(await limparMensagensAntigas(amb.ds)).toBe(2);
    expect((await amb.ds.query(`SELECT texto FROM mensagens_saida ORDER BY id`)).map((l: { texto: string }) => l.texto)).toEqual([
      `pendente-${DIAS_RETENCAO + 1}`,
      `enviada-${DIAS_RETENCAO - 1}`,
    ]);
  });
});

describe('templates', () => {
  it('carry the name, the points and the reason', () => {
    expect(mensagemVendaPontuada({ nome: '  Ana  Paula Souza', pontos: 1234.6 }).texto).toBe(
      'Olá, Ana! Sua venda foi pontuada: você ganhou 1.234 pontos. Obrigado por participar do Experiências SW!',
    );
    expect(mensagemPontuacaoReprovada({ nome: 'Bruno Lima', motivo: 'CNPJ divergente do cadastro' }).texto).toBe(
      'Olá, Bruno! A nota que você enviou não foi aprovada. Motivo: CNPJ divergente do cadastro. Você pode enviar uma nova foto da nota pela loja Experiências SW.',
    );
    expect(mensagemLembreteVencimento({ nome: 'Carla', pontos: 250, primeiroVencimento: '2026-07-15', dias: 30 }).texto).toBe(
      'Olá, Carla! Você tem 250 pontos que vencem nos próximos 30 dias (os primeiros em 15/07/2026). Acesse a loja Experiências SW e troque seus pontos antes que expirem.',
    );
  });
});
