import { Alert, Anchor, Button, Container, Group, List, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { CarregandoTela } from '@sw/client';
import { MeuVoucherDocument, type MeuVoucherQuery } from '@sw/client/gql';
import { formatarData } from '@sw/common';
import { useTitulo } from '../comum/useTitulo';
import { ATENDIMENTO, escolherModelo, primeiroEUltimoNome } from './modelos';
import { COMO_RECEBER, DICAS, especieDoVoucher, linhasDaEscolha, REGRAS } from './textosVoucher';
import css from './Voucher.module.css';

type Voucher = NonNullable<MeuVoucherQuery['meuVoucher']>;

/** The generic template (spec 3 §2.11): establishment, address, phone, offer details, conditions. */
function Generico({ v }: { v: Voucher }) {
  const l = v.local;
  const endereco = l ? [l.address1, l.address2, l.city, l.region, l.postCode].filter(Boolean).join(', ') : '';
  return (
    <>
      <div className={css.secao}>
        <Title order={2} fz="h5">
          COMO UTILIZAR SEU CÓDIGO
        </Title>
        <List size="sm" type="ordered">
          <List.Item>Entre em contato com o estabelecimento: {v.parceiroOferta}.</List.Item>
          {endereco && <List.Item>Endereço: {endereco}.</List.Item>}
          {l?.phoneNumber && <List.Item>Telefone: {l.phoneNumber}.</List.Item>}
          <List.Item>Informe o CÓDIGO PROMOCIONAL e apresente este voucher.</List.Item>
        </List>
      </div>
      <div className={css.secao}>
        <Title order={2} fz="h5">
          DETALHES DA OFERTA
        </Title>
        <Text size="sm">{v.descricao}</Text>
      </div>
      <div className={css.secao}>
        <Title order={2} fz="h5">
          CONDIÇÕES
        </Title>
        <List size="sm">
          <List.Item>A maioria das ofertas vale para um uso por CPF.</List.Item>
          <List.Item>{ATENDIMENTO}</List.Item>
        </List>
      </div>
    </>
  );
}

/**
 * /resgates/{id} (spec 3 §2.11): the printable voucher of one of the member's redemptions. Its texts
 * follow what was redeemed (textosVoucher.ts); a cancelled redemption says so and shows neither the
 * code nor the print button — it is no longer worth anything.
 */
export default function VoucherPage() {
  useTitulo('Voucher');
  const { id } = useParams();
  const numero = Number(id);
  const { data, loading, error } = useQuery(MeuVoucherDocument, {
    variables: { id: String(id) },
    skip: !Number.isInteger(numero) || numero <= 0,
    fetchPolicy: 'network-only',
  });
  if (loading) return <CarregandoTela />;
  const v = data?.meuVoucher;
  if (!v || error) {
    return (
      <Container size="sm" py="xl">
        <Title order={1} fz="h4" mb="sm">
          Voucher não encontrado.
        </Title>
        <Anchor component={Link} to="/resgates">
          Voltar aos resgates
        </Anchor>
      </Container>
    );
  }
  const { primeiro, ultimo } = primeiroEUltimoNome(v.nome);
  // Card credit, top-ups and voltage prizes have their own texts, not a partner's template.
  const modeloEncontrado = escolherModelo(v.parceiroOferta, v.premio);
  const especie = especieDoVoucher(v, modeloEncontrado !== null);
  const modelo = especie === 'experiencia' ? modeloEncontrado : null;
  const escolha = linhasDaEscolha(v.tipo, v.escolhaMembro);
  return (
    <Container size="md" py="md" px={{ base: 0, xs: 'md' }}>
      <Group justify="space-between" mb="sm" px="xs" className={css.naoImprimir}>
        <Anchor component={Link} to="/resgates">
          ← Resgates
        </Anchor>
        {!v.cancelado && (
          <Button variant="light" onClick={() => window.print()}>
            Imprimir
          </Button>
        )}
      </Group>
      {v.cancelado && (
        <Alert color="red" variant="light" mx="xs" mb="sm" title="Resgate cancelado">
          {`Este resgate foi cancelado${v.canceladoEm ? ` em ${formatarData(v.canceladoEm)}` : ''}. Os pontos voltaram para o seu saldo e este voucher não vale mais.`}
        </Alert>
      )}
      <article className={css.voucher} aria-label="Voucher">
        {/* The printed voucher has no visible title: the page's h1 is for screen readers only. */}
        <h1 className={css.somenteLeitor}>{`Voucher do resgate: ${v.premio}`}</h1>
        <div className={css.cabecalho}>
          <span className={css.logo}>Experiências SW</span>
          <span className={css.logo}>{v.parceiroOferta}</span>
        </div>
        {!v.cancelado && (
          <div className={css.dicas}>
            {DICAS[especie].map((d) => (
              <div key={d} className={css.dica}>
                {d}
              </div>
            ))}
          </div>
        )}

        <div className={css.secao}>
          <Title order={2} fz="h5">
            SEUS DADOS
          </Title>
          <Text size="sm">Nome: {primeiro}</Text>
          <Text size="sm">Sobrenome: {ultimo}</Text>
          <Text size="sm">E-mail: {v.email ?? '-'}</Text>
        </div>
        <div className={css.secao}>
          <Title order={2} fz="h5">
            SEU PRÊMIO
          </Title>
          <Text size="sm" fw={600}>
            {v.qtde} x {v.premio}
          </Text>
          {modelo && <Text size="sm">{modelo.destaque}</Text>}
          {escolha.map((linha) => (
            <Text size="sm" key={linha}>
              {linha}
            </Text>
          ))}
          {v.obs && <Text size="sm">Observação da equipe: {v.obs}</Text>}
          <Text size="xs" c="dimmed">
            Resgatado em {formatarData(v.resgatadoEm)}
          </Text>
        </div>
        {!v.cancelado && (
          <div className={css.secao}>
            <Title order={2} fz="h5">
              {especie === 'experiencia' ? 'CÓDIGO PROMOCIONAL' : 'CÓDIGO DO RESGATE'}
            </Title>
            <div className={css.codigo} data-testid="codigo-promocional">
              {v.redemptionCode}
            </div>
          </div>
        )}

        {v.cancelado ? null : especie !== 'experiencia' ? (
          <div className={css.secao}>
            <Title order={2} fz="h5">
              COMO RECEBER
            </Title>
            <List size="sm" type="ordered">
              {COMO_RECEBER[especie].map((p) => (
                <List.Item key={p}>{p}</List.Item>
              ))}
            </List>
            <List size="sm" mt={4}>
              <List.Item>{ATENDIMENTO}</List.Item>
            </List>
          </div>
        ) : modelo ? (
          <>
            <div className={css.secao}>
              <Title order={2} fz="h5">
                COMO UTILIZAR SEU CÓDIGO
              </Title>
              {modelo.onde && <Text size="sm">Onde usar: {modelo.onde}</Text>}
              <List size="sm" type="ordered">
                {modelo.comoUtilizar.map((p) => (
                  <List.Item key={p}>{p}</List.Item>
                ))}
              </List>
            </div>
            <div className={css.secao}>
              <Title order={2} fz="h5">
                CONDIÇÕES
              </Title>
              <List size="sm">
                {[...modelo.condicoes, ATENDIMENTO].map((c) => (
                  <List.Item key={c}>{c}</List.Item>
                ))}
              </List>
            </div>
          </>
        ) : (
          <Generico v={v} />
        )}

        <div className={css.rodape}>
          <List size="xs">
            {REGRAS[especie === 'experiencia' ? 'experiencia' : 'outros'].map((r) => (
              <List.Item key={r}>{r}</List.Item>
            ))}
          </List>
        </div>
      </article>
    </Container>
  );
}
