import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Modal, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { MENSAGENS, NOMES_PERMISSAO, Permissao, formatarCpf } from '@sw/common';
import { BotaoEnviar, exigirResultado, useFormularioDeEdicao } from '@sw/client';
import { AtualizarUsuarioDocument, RedesDoSeletorDocument, type LinhaUsuarioFragment } from '@sw/client/gql';
import { opcoesDePermissao } from './CadastrarAdministradorPage';
import { REGRAS_ADMINISTRADOR, type CamposComuns } from './regrasAdministrador';
import { SeletorLojas } from './SeletorLojas';

type Valores = CamposComuns;
const VAZIO: Valores = { nome: '', email: '', permissao: '', lojas: [], redes: [] };
const lista = (ids: string | null | undefined) => (ids ? ids.split(',').filter(Boolean) : []);

type Props = {
  usuario: LinhaUsuarioFragment | null;
  /** The signed-in user: their own role is shown but cannot be changed (the server refuses it too). */
  quem: { id: string; permissao: Permissao };
  aoFechar: () => void;
  aoSalvar: (u: LinhaUsuarioFragment) => void;
};

/** Administradores › Editar: name, e-mail, role (what the signed-in user may grant), stores for role 3, networks. */
export function AdministradorEditModal({ usuario, quem, aoFechar, aoSalvar }: Props) {
  const [atualizar] = useMutation(AtualizarUsuarioDocument);
  const { data: redes } = useQuery(RedesDoSeletorDocument, { skip: !usuario });
  const euMesmo = usuario?.id === quem.id;
  const { form, salvar, salvando } = useFormularioDeEdicao({
    registro: usuario,
    vazio: VAZIO,
    validar: REGRAS_ADMINISTRADOR,
    valoresDe: (u): Valores => ({
      nome: u.nome,
      email: u.email ?? '',
      permissao: String(u.permissao),
      lojas: lista(u.idRevendasPermitidas),
      redes: lista(u.idRedesPermitidas),
    }),
    gravar: async (u, v) => {
      const vendedor = v.permissao === String(Permissao.Vendedor);
      const { data } = await atualizar({
        variables: {
          input: {
            id: u.id,
            nome: v.nome.trim(),
            email: v.email.trim(),
            ...(u.id === quem.id ? {} : { permissao: Number(v.permissao) }),
            idRevendasPermitidas: vendedor ? v.lojas : null,
            idRedesPermitidas: v.redes,
          },
        },
      });
      return exigirResultado(data?.atualizarUsuario);
    },
    mensagemSucesso: MENSAGENS.usuarioAtualizado,
    aoSalvar,
    aoFechar,
  });

  // One's own role is listed even when it is not grantable (role 1 cannot grant 2, but may be 1).
  const opcoes = opcoesDePermissao(quem.permissao);
  if (usuario && !opcoes.some((o) => o.value === String(usuario.permissao))) {
    opcoes.push({ value: String(usuario.permissao), label: NOMES_PERMISSAO[usuario.permissao as Permissao] });
  }

  return (
    <Modal opened={Boolean(usuario)} onClose={aoFechar} title="Editar Administrador" size="lg" centered>
      <form onSubmit={salvar} noValidate>
        <Stack gap="md">
          <TextInput label="CPF" value={usuario ? formatarCpf(usuario.cpf) : ''} readOnly description="O CPF é o login e não muda." />
          <TextInput label="Nome" withAsterisk maxLength={160} autoComplete="off" {...form.getInputProps('nome')} />
          <TextInput label="Email" type="email" withAsterisk maxLength={160} autoComplete="off" {...form.getInputProps('email')} />
          <Select
            label="Permissão"
            withAsterisk
            data={opcoes}
            disabled={euMesmo}
            description={euMesmo ? MENSAGENS.naoAlterePropriaPermissao : undefined}
            {...form.getInputProps('permissao')}
            onChange={(v) => form.setFieldValue('permissao', v ?? '')}
          />
          {form.values.permissao === String(Permissao.Vendedor) && (
            <SeletorLojas
              withAsterisk
              description="O Vendedor vê apenas as lojas escolhidas."
              value={form.values.lojas}
              error={form.errors.lojas}
              onChange={(ids) => form.setFieldValue('lojas', ids)}
            />
          )}
          <MultiSelect
            label="Redes permitidas"
            description="Opcional: restringe o usuário às redes escolhidas."
            placeholder="Todas as redes"
            searchable
            clearable
            nothingFoundMessage="Nenhuma rede encontrada"
            data={(redes?.redes.itens ?? []).map((r) => ({ value: String(r.id), label: r.nome }))}
            {...form.getInputProps('redes')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={aoFechar}>
              Cancelar
            </Button>
            <BotaoEnviar ocupado={salvando} textoOcupado="SALVANDO...">
              SALVAR
            </BotaoEnviar>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
