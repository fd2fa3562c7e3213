import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import {
  CENARIOS,
  MENSAGENS,
  ROTULOS_REVENDA as R,
  formatarCep,
  formatarCnpj,
  formatarData,
  formatarDataHora,
  formatarPontos,
  formatarTelefone,
  tipoPontuacaoNoDetalhe,
  TIPO_PONTUACAO_DO_ENUM,
  CENARIO_DO_ENUM,
} from '@sw/common';
import { useTituloPagina, textoDinheiro } from '@sw/client';
import { LojaPorCnpjDocument } from '@sw/client/gql';

function Campo({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={500} tt="uppercase">
        {rotulo}
      </Text>
      <Text size="sm" aria-label={rotulo}>
        {children === '' || children === null || children === undefined ? '—' : children}
      </Text>
    </div>
  );
}

const simNao = (v: boolean) => (v ? 'Sim' : 'Não');

/** Store detail (revenda/{cnpj}): every field of the store and its figures. */
export default function DetalheLojaPage() {
  const { cnpj = '' } = useParams();
  const { data, loading, error } = useQuery(LojaPorCnpjDocument, { variables: { cnpj }, fetchPolicy: 'cache-and-network' });
  const loja = data?.revendaPorCnpj;
  useTituloPagina(loja ? loja.nomeFantasia : 'Detalhes da Loja');

  const voltar = (
    <Anchor component={Link} to="/Lojas" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={16} /> Lojas
      </Group>
    </Anchor>
  );

  if (!loja) {
    return (
      <Stack>
        {voltar}
        {loading ? <Skeleton h={240} /> : <Text c="dimmed">{error ? error.message : MENSAGENS.lojaNaoEncontrada}</Text>}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {voltar}
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} fz="h2">
            {loja.nomeFantasia}
          </Title>
          <Text c="dimmed" size="sm">
            {loja.razaoSocial} · CNPJ {formatarCnpj(loja.cnpj)}
          </Text>
        </div>
        <Group gap="xs">
          <Badge color={loja.ativo ? 'teal' : 'gray'}>{loja.ativo ? 'Ativa' : 'Inativa'}</Badge>
          <Badge color={loja.resgateLiberado ? 'teal' : 'orange'} variant="light">
            {loja.resgateLiberado ? 'Resgate liberado' : 'Resgate bloqueado'}
          </Badge>
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 2, md: 5 }}>
        {[
          ['Vendedores', formatarPontos(loja.numeroParceiros)],
          ['Total Vendas', textoDinheiro(loja.totalVendas)],
          ['Pontos', formatarPontos(loja.totalPontos)],
          ['Saldo de Pontos', formatarPontos(loja.saldoPontos)],
          ['Última Pontuação', formatarDataHora(loja.ultimaPontuacao) || '—'],
        ].map(([rotulo, valor]) => (
          <Paper key={rotulo} withBorder p="md" radius="md">
            <Campo rotulo={rotulo!}>{valor}</Campo>
          </Paper>
        ))}
      </SimpleGrid>

      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="lg">
        <Title order={2} fz="h4" mb="md">
          Dados da Loja
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <Campo rotulo={R.rede}>{loja.rede}</Campo>
          <Campo rotulo={R.codigo}>{loja.codigo}</Campo>
          <Campo rotulo={R.cnpj}>{formatarCnpj(loja.cnpj)}</Campo>
          <Campo rotulo={R.nomeFantasia}>{loja.nomeFantasia}</Campo>
          <Campo rotulo={R.razaoSocial}>{loja.razaoSocial}</Campo>
          <Campo rotulo={R.responsavel}>{loja.responsavel}</Campo>
          <Campo rotulo={R.email}>{loja.email}</Campo>
          <Campo rotulo={R.telefone}>{formatarTelefone(loja.telefone)}</Campo>
          <Campo rotulo={R.celular}>{formatarTelefone(loja.celular)}</Campo>
          <Campo rotulo="Cadastrada em">{formatarData(loja.criadoEm)}</Campo>
        </SimpleGrid>
      </Paper>

      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="lg">
        <Title order={2} fz="h4" mb="md">
          Endereço
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <Campo rotulo={R.endRua}>{loja.endRua}</Campo>
          <Campo rotulo={R.endNumero}>{loja.endNumero}</Campo>
          <Campo rotulo={R.endComplemento}>{loja.endComplemento}</Campo>
          <Campo rotulo={R.endBairro}>{loja.endBairro}</Campo>
          <Campo rotulo={R.endCidade}>{loja.endCidade}</Campo>
          <Campo rotulo={R.endEstado}>{loja.endEstado}</Campo>
          <Campo rotulo={R.endCep}>{formatarCep(loja.endCep)}</Campo>
        </SimpleGrid>
      </Paper>

      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="lg">
        <Title order={2} fz="h4" mb="md">
          Pontuação e Lançamentos
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <Campo rotulo={R.tipoPontuacao}>{tipoPontuacaoNoDetalhe(TIPO_PONTUACAO_DO_ENUM[loja.tipoPontuacao])}</Campo>
          <Campo rotulo={R.fatorPontuacao}>{`${loja.fatorPontuacao}x`}</Campo>
          <Campo rotulo={R.cenario}>{CENARIOS[CENARIO_DO_ENUM[loja.cenario]] ?? loja.cenario}</Campo>
          <Campo rotulo={R.resgateLiberado}>{simNao(loja.resgateLiberado)}</Campo>
          <Campo rotulo={R.lancamentoRelatorio}>{simNao(loja.lancamentoRelatorio)}</Campo>
          <Campo rotulo={R.lancamentoManual}>{simNao(loja.lancamentoManual)}</Campo>
          <Campo rotulo={R.cnpjCddRevendaMaster}>{loja.cnpjCddRevendaMaster ? formatarCnpj(loja.cnpjCddRevendaMaster) : ''}</Campo>
          <Campo rotulo={R.ativo}>{simNao(loja.ativo)}</Campo>
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
