import { useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconToggleLeft } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  MENSAGENS,
  cpfValido,
  dataParaBr,
  formatarCep,
  formatarCnpj,
  formatarCpf,
  formatarDataHora,
  formatarPontos,
  formatarTelefone,
  podeExecutar,
  somenteDigitos,
  textoDiasSemAcesso,
  tipoPontuacaoNoDetalhe,
  TIPO_PONTUACAO_DO_ENUM,
  type Permissao,
} from '@sw/common';
import { useSessao, useTituloPagina } from '@sw/client';
import { ParceiroPorCpfDocument } from '@sw/client/gql';
import { EditarParceiroModal } from './EditarParceiroModal';
import { HistoricoParceiro } from './HistoricoParceiro';
import { StatusParceiroModal } from './StatusParceiroModal';
import { VendasDoVendedor } from '../pontuacoes/VendasDoVendedor';

function Campo({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={500}>
        {rotulo}
      </Text>
      <Text size="sm">{children || '—'}</Text>
    </div>
  );
}

function Secao({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} fz="h4" mb="md">
        {titulo}
      </Title>
      {children}
    </Paper>
  );
}

const SEXO: Record<string, string> = { F: 'Feminino', M: 'Masculino' };

/** Detalhes do Vendedor Loja (/parceiro/{cpf}): the entity's fields, its store, points and status history. */
export default function ParceiroDetalhePage() {
  useTituloPagina('Detalhes do Vendedor Loja');
  const { cpf = '' } = useParams();
  const { painel } = useSessao();
  const navegar = useNavigate();
  const permissao = painel?.usuario.permissao as Permissao | undefined;
  const digitos = somenteDigitos(cpf);
  const valido = cpfValido(digitos);
  const { data, loading, refetch } = useQuery(ParceiroPorCpfDocument, { variables: { cpf: digitos }, skip: !valido, fetchPolicy: 'network-only' });
  const [editando, definirEditando] = useState(false);
  const [alterandoStatus, definirAlterandoStatus] = useState(false);
  const [versaoHistorico, definirVersaoHistorico] = useState(0);
  const p = data?.parceiroPorCpf;

  if (loading) {
    return (
      <Center mih="40vh">
        <Loader aria-label={MENSAGENS.carregando} />
      </Center>
    );
  }
  if (!p) {
    return (
      <Stack>
        <Title order={1} fz="h2">
          Detalhes do Vendedor Loja
        </Title>
        <Text>{MENSAGENS.parceiroNaoEncontrado}</Text>
        <Anchor component={Link} to="/vendedores">
          Voltar para Vendedores Lojas
        </Anchor>
      </Stack>
    );
  }

  const atualizado = (novo: { cpf: string }) => {
    // A corrected CPF changes this screen's address.
    if (novo.cpf !== digitos) navegar(`/parceiro/${novo.cpf}`, { replace: true });
    else void refetch();
    definirVersaoHistorico((v) => v + 1);
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Anchor component={Link} to="/vendedores" size="sm">
            Vendedores Lojas
          </Anchor>
          <Group gap="sm">
            <Title order={1} fz="h2">
              {p.nome}
            </Title>
            <Badge color={p.ativo ? 'green' : 'gray'} variant="light">
              {p.ativo ? 'Ativo' : 'Inativo'}
            </Badge>
          </Group>
        </div>
        <Group gap="sm">
          {podeExecutar('parceiros.ativar', permissao) && (
            <Button variant="light" leftSection={<IconToggleLeft size={16} aria-hidden />} onClick={() => definirAlterandoStatus(true)}>
              {p.ativo ? 'Inativar' : 'Ativar'}
            </Button>
          )}
          {podeExecutar('parceiros.editar', permissao) && (
            <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => definirEditando(true)}>
              Editar
            </Button>
          )}
        </Group>
      </Group>

      <Secao titulo="Dados pessoais">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <Campo rotulo="CPF">{formatarCpf(p.cpf)}</Campo>
          <Campo rotulo="Data de Nascimento">{dataParaBr(p.dataNascimento)}</Campo>
          <Campo rotulo="Sexo">{SEXO[p.sexo ?? ''] ?? p.sexo}</Campo>
          <Campo rotulo="Hobby">{p.hobby}</Campo>
          <Campo rotulo="Email">{p.email}</Campo>
          <Campo rotulo="Celular">{formatarTelefone(p.celular)}</Campo>
          <Campo rotulo="Telefone">{formatarTelefone(p.telefone)}</Campo>
          <Campo rotulo="Cadastrado em">{formatarDataHora(p.criadoEm)}</Campo>
        </SimpleGrid>
      </Secao>

      <Secao titulo="Endereço">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <Campo rotulo="Rua">{[p.endRua, p.endNumero].filter(Boolean).join(', ')}</Campo>
          <Campo rotulo="Complemento">{p.endComplemento}</Campo>
          <Campo rotulo="Bairro">{p.endBairro}</Campo>
          <Campo rotulo="Cidade / Estado">{[p.endCidade, p.endEstado].filter(Boolean).join(' / ')}</Campo>
          <Campo rotulo="CEP">{formatarCep(p.endCep)}</Campo>
        </SimpleGrid>
      </Secao>

      <Secao titulo="Loja">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <Campo rotulo="Loja">
            <Anchor component={Link} to={`/revenda/${p.cnpjRevenda}`} size="sm">
              {p.revenda}
            </Anchor>
          </Campo>
          <Campo rotulo="CNPJ">{formatarCnpj(p.cnpjRevenda)}</Campo>
          <Campo rotulo="Código da Loja">{p.codRevenda}</Campo>
          <Campo rotulo="Rede">{p.rede}</Campo>
          <Campo rotulo="Tipo de pontuação">{tipoPontuacaoNoDetalhe(TIPO_PONTUACAO_DO_ENUM[p.tipoPontuacaoRevenda])}</Campo>
          <Campo rotulo="CNPJ CDD Revenda Master">{p.cnpjCddRevendaMaster ? formatarCnpj(p.cnpjCddRevendaMaster) : ''}</Campo>
        </SimpleGrid>
      </Secao>

      <Secao titulo="Pontos e acesso">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <Campo rotulo="Saldo de pontos">{formatarPontos(p.saldoPontos)}</Campo>
          <Campo rotulo="Total de pontos">{formatarPontos(p.totalPontos)}</Campo>
          <Campo rotulo="Última pontuação">{formatarDataHora(p.ultimaPontuacao)}</Campo>
          <Campo rotulo="Último acesso">{formatarDataHora(p.ultimoAcessoEm)}</Campo>
          <Campo rotulo="Dias sem acesso">{textoDiasSemAcesso(p.diasSemAcesso)}</Campo>
          <Campo rotulo="Aceitou o regulamento">{p.aceitouRegulamento ? 'Sim' : 'Não'}</Campo>
          <Campo rotulo="Código de indicação">{p.idIndicacao}</Campo>
          <Campo rotulo="Quem indicou">{p.quemIndicou}</Campo>
        </SimpleGrid>
      </Secao>

      {podeExecutar('pontuacoes.pontuadas', permissao) && (
        <Secao titulo="Vendas pontuadas">
          <VendasDoVendedor cpf={p.cpf} />
        </Secao>
      )}

      <Secao titulo="Histórico de alterações">
        <HistoricoParceiro key={versaoHistorico} parceiroId={p.id} />
      </Secao>

      <EditarParceiroModal parceiro={editando ? p : null} aoFechar={() => definirEditando(false)} aoSalvar={atualizado} />
      <StatusParceiroModal parceiro={alterandoStatus ? p : null} aoFechar={() => definirAlterandoStatus(false)} aoSalvar={atualizado} />
    </Stack>
  );
}
