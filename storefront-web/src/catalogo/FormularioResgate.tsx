import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Loader, Modal, Paper, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { atualizarParceiro, CampoTelefone, exigirResultado, notificarErro, notificarErroSeNecessario, notificarSucesso, numeroPontos } from '@sw/client';
import { MeuCartaoDocument, RegrasResgateDocument, ResgatarPremioDocument } from '@sw/client/gql';
import { formatarPontos, MENSAGENS, MENSAGENS_OFERTAS, OPERADORAS_RECARGA, somenteDigitos, TAMANHO_MINIMO_TELEFONE } from '@sw/common';
import { novaChaveIdempotencia } from './chave';
import type { Detalhe } from './DetalhesOferta';

const resgates = (n: number) => `${n} ${n === 1 ? 'resgate' : 'resgates'}`;

/** What is left of the month's and the week's limits, before RESGATAR (docs/premios-e-resgates.md). */
function LimitesRestantes({ regras }: { regras: { restantesNoMes: number; restantesNaSemana: number; limiteMensal: number; limiteSemanal: number } }) {
  return (
    <Text size="sm" data-testid="limites-resgate">
      {`Você ainda pode fazer ${resgates(regras.restantesNoMes)} neste mês e ${resgates(regras.restantesNaSemana)} nesta semana ` +
        `(limite de ${regras.limiteMensal} por mês e ${regras.limiteSemanal} por semana).`}
    </Text>
  );
}

/**
 * The redeem step of /premio/{codigo} (spec 3 §2.8): quantity fixed at 1, the inputs of the prize
 * type, a YES/NO confirmation, then the call. Each confirmation carries a fresh idempotency key, so a
 * double click on SIM cannot redeem twice; the server decides everything else. Before RESGATAR it
 * says what is left of the limits, and RESGATAR is off — with the reason — when the server says the
 * redemption would be refused (short balance, a limit reached, redemptions off for the store).
 */
export function FormularioResgate({ d }: { d: Detalhe }) {
  const navegar = useNavigate();
  // Only a credit prize needs the card: with none, the redemption also requests one.
  const { data: dadosCartao, client } = useQuery(MeuCartaoDocument, { skip: d.tipo !== 'credito' });
  const cartao = dadosCartao?.meuCartao;
  const [voltagem, setVoltagem] = useState<'110V' | '220V'>('110V');
  const [operadora, setOperadora] = useState<string | null>(null);
  const [celular, setCelular] = useState('');
  const [nomeCompleto, setNomeCompleto] = useState('');
  const [confirmando, setConfirmando] = useState(false);
  const chave = useRef('');
  const [resgatar, { loading }] = useMutation(ResgatarPremioDocument);
  // The member's limits and whether this prize passes now, from the server (the redemption decides anyway).
  const { data: dadosRegras, loading: carregandoRegras } = useQuery(RegrasResgateDocument, {
    variables: { codigo: d.codigo },
    fetchPolicy: 'network-only',
    context: { silenciarErros: true },
  });
  const regras = dadosRegras?.regrasResgate;

  const pontos = numeroPontos(d.tipo === 'bivolt' && voltagem === '220V' && numeroPontos(d.pontosAlternativo) ? d.pontosAlternativo : d.pontos);
  const semCartao = !cartao;
  // The server judges the cheaper price; the chosen voltage may cost more than the balance.
  const bloqueio = regras?.motivo ?? (regras && numeroPontos(regras.saldo) < pontos ? MENSAGENS.saldoPontosInsuficiente : null);

  const pedirConfirmacao = () => {
    if (d.tipo === 'recarga') {
      if (!operadora) return notificarErro(MENSAGENS_OFERTAS.selecioneOperadora);
      if (!somenteDigitos(celular)) return notificarErro(MENSAGENS_OFERTAS.informeCelular);
      if (somenteDigitos(celular).length < TAMANHO_MINIMO_TELEFONE) return notificarErro(MENSAGENS.invalido('Celular'));
    }
    if (d.tipo === 'credito' && semCartao && !nomeCompleto.trim()) return notificarErro(MENSAGENS_OFERTAS.informeNomeCompleto);
    chave.current = novaChaveIdempotencia();
    setConfirmando(true);
  };

  const confirmar = async () => {
    if (loading) return;
    try {
      const { data } = await resgatar({
        variables: {
          input: {
            codigoPremio: d.codigo,
            qtde: 1,
            voltagem: d.tipo === 'bivolt' ? voltagem : null,
            operadora: d.tipo === 'recarga' ? operadora : null,
            celular: d.tipo === 'recarga' ? somenteDigitos(celular) : null,
            nomeCompleto: d.tipo === 'credito' && semCartao ? nomeCompleto.trim() : null,
            chaveIdempotencia: chave.current,
          },
        },
      });
      if (!data) return;
      const r = exigirResultado(data.resgatar);
      atualizarParceiro({ saldoPontos: r.saldoNovo });
      // The card the server answered replaces the one /cartao and this form read.
      if (r.cartao) client.cache.writeQuery({ query: MeuCartaoDocument, data: { meuCartao: r.cartao } });
      setConfirmando(false);
      notificarSucesso(MENSAGENS.resgateRealizado);
      navegar('/resgates');
    } catch (e) {
      // A refused input (errosDeUsuario) is shown here; other errors the client already toasted.
      notificarErroSeNecessario(e);
      setConfirmando(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text size="sm">Quantidade: 1</Text>
        {d.tipo === 'bivolt' && (
          <Stack gap={4}>
            <Text size="sm" fw={600} id="rotulo-voltagem">
              Voltagem
            </Text>
            <SegmentedControl
              aria-labelledby="rotulo-voltagem"
              value={voltagem}
              onChange={(v) => setVoltagem(v as '110V' | '220V')}
              data={[
                { value: '110V', label: '110V' },
                { value: '220V', label: '220V' },
              ]}
            />
            <Text size="sm" data-testid="preco-voltagem">{`${voltagem}: ${formatarPontos(pontos)} pontos`}</Text>
          </Stack>
        )}
        {d.tipo === 'recarga' && (
          <>
            <Select
              label="Operadora"
              placeholder="Selecione a operadora"
              data={[...OPERADORAS_RECARGA]}
              value={operadora}
              onChange={setOperadora}
              comboboxProps={{ withinPortal: true }}
            />
            <CampoTelefone tipo="celular" label="Celular" value={celular} onChange={setCelular} />
          </>
        )}
        {d.tipo === 'credito' &&
          (semCartao ? (
            <>
              <Alert color="blue" variant="light">
                Você ainda não tem o cartão do programa: informe seu nome completo e solicitaremos um junto com o crédito.
              </Alert>
              <TextInput label="Nome completo" value={nomeCompleto} onChange={(e) => setNomeCompleto(e.currentTarget.value)} autoComplete="name" />
            </>
          ) : cartao?.numero && !cartao.entregue ? (
            <Alert color="yellow" variant="light">
              Seu cartão está a caminho. O crédito será carregado nele.
            </Alert>
          ) : (
            <Alert color="green" variant="light">
              O crédito será carregado no seu cartão.
            </Alert>
          ))}
        {regras && <LimitesRestantes regras={regras} />}
        {bloqueio && (
          <Alert color="red" variant="light" id="motivo-bloqueio">
            {bloqueio}
          </Alert>
        )}
        <Button
          size="md"
          onClick={pedirConfirmacao}
          disabled={Boolean(bloqueio) || carregandoRegras}
          aria-describedby={bloqueio ? 'motivo-bloqueio' : undefined}
        >
          RESGATAR
        </Button>
      </Stack>
      <Modal opened={confirmando} onClose={() => !loading && setConfirmando(false)} title="Confirmar resgate" centered>
        {loading ? (
          <Group gap="sm" justify="center" py="md" aria-live="polite">
            <Loader size="sm" />
            <Text>Resgatando...</Text>
          </Group>
        ) : (
          <Stack gap="md">
            <Text>{`Deseja resgatar ${d.nome}${d.tipo === 'bivolt' ? ` (${voltagem})` : ''} por ${formatarPontos(pontos)} pontos?`}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirmando(false)}>
                NÃO
              </Button>
              <Button onClick={confirmar}>SIM</Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Paper>
  );
}
