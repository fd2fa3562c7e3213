import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Pontos } from '../../graphql/dinheiro';
import { enumeracaoGraphql } from '../../graphql/entrada';
import { TIPO_PONTUACAO_ENUM } from '../revendas/revenda.types';

/** A salesperson's status in the history, as the contract stores it: 1 active, 0 inactive. */
export const STATUS_PARCEIRO_ENUM = enumeracaoGraphql('StatusParceiro', { ATIVO: 1, INATIVO: 0 } as const, 'Status de um vendedor.', {
  ATIVO: 'Ativo',
  INATIVO: 'Inativo',
});

/** A salesperson as staff see them: the member's data plus store, network and activity figures. */
@ObjectType('ParceiroPainel', { description: 'Um vendedor (Vendedor Loja) como a equipe o vê: dados, loja, rede e números.' })
export class ParceiroPainelDTO {
  @Field(() => ID, { description: 'Identificador do vendedor.' }) id: number;
  @Field({ description: 'Nome completo.' }) nome: string;
  @Field({ description: 'CPF (11 dígitos).' }) cpf: string;
  @Field(() => String, { nullable: true, description: 'Email.' }) email: string | null;
  @Field(() => String, { nullable: true, description: 'Celular (só dígitos).' }) celular: string | null;
  @Field(() => String, { nullable: true, description: 'Telefone (só dígitos).' }) telefone: string | null;
  @Field(() => String, { nullable: true, description: 'Sexo: F ou M.' }) sexo: string | null;
  @Field(() => String, { nullable: true, description: 'Data de nascimento (AAAA-MM-DD).' }) dataNascimento: string | null;
  @Field(() => String, { nullable: true, description: 'Rua.' }) endRua: string | null;
  @Field(() => String, { nullable: true, description: 'Número.' }) endNumero: string | null;
  @Field(() => String, { nullable: true, description: 'Complemento.' }) endComplemento: string | null;
  @Field(() => String, { nullable: true, description: 'Bairro.' }) endBairro: string | null;
  @Field(() => String, { nullable: true, description: 'Cidade.' }) endCidade: string | null;
  @Field(() => String, { nullable: true, description: 'UF.' }) endEstado: string | null;
  @Field(() => String, { nullable: true, description: 'CEP (só dígitos).' }) endCep: string | null;
  @Field(() => String, { nullable: true, description: 'Hobby.' }) hobby: string | null;
  @Field(() => ID, { description: 'Identificador da loja do vendedor.' }) revendaId: number;
  @Field({ description: 'CNPJ da loja (14 dígitos).' }) cnpjRevenda: string;
  @Field({ description: 'Código da loja.' }) codRevenda: string;
  @Field({ description: 'Nome fantasia da loja.' }) revenda: string;
  @Field(() => String, { nullable: true, description: 'CNPJ do CDD ou da loja master da loja.' }) cnpjCddRevendaMaster: string | null;
  @Field(() => TIPO_PONTUACAO_ENUM, { description: 'Como as vendas da loja são pontuadas.' }) tipoPontuacaoRevenda: number;
  @Field(() => ID, { description: 'Identificador da rede da loja.' }) redeId: number;
  @Field({ description: 'Nome da rede da loja.' }) rede: string;
  @Field(() => Pontos, { description: 'Saldo de pontos.' }) saldoPontos: number;
  @Field(() => Pontos, { description: 'Total de pontos já recebidos.' }) totalPontos: number;
  @Field(() => Date, { nullable: true, description: 'Última venda pontuada.' }) ultimaPontuacao: Date | null;
  @Field(() => Date, { nullable: true, description: 'Último acesso à loja virtual.' }) ultimoAcessoEm: Date | null;
  @Field(() => Int, { nullable: true, description: 'Dias inteiros desde o último acesso (calendário de São Paulo); nulo quando nunca acessou.' })
  diasSemAcesso: number | null;
  @Field(() => String, { nullable: true, description: 'Quem indicou o vendedor.' }) quemIndicou: string | null;
  @Field({ description: 'Se aceitou o regulamento.' }) aceitouRegulamento: boolean;
  @Field({ description: 'Se está ativo.' }) ativo: boolean;
  @Field(() => String, { nullable: true, description: 'Código de indicação do vendedor.' }) idIndicacao: string | null;
  @Field({ description: 'Quando foi cadastrado.' }) criadoEm: Date;
}

@ObjectType('UsuarioDaJustificativa', { description: 'Quem mudou o status.' })
export class UsuarioDaJustificativaDTO {
  @Field({ description: 'Nome do usuário do painel.' }) nome: string;
}

/** One status change of a salesperson. */
@ObjectType('JustificativaParceiro', { description: 'Uma mudança de status de um vendedor, com a justificativa.' })
export class JustificativaParceiroDTO {
  @Field(() => ID, { description: 'Identificador do registro.' }) id: number;
  @Field({ description: 'Quando o status mudou.' }) criadoEm: Date;
  @Field(() => UsuarioDaJustificativaDTO, { description: 'Quem mudou.' }) usuario: UsuarioDaJustificativaDTO;
  @Field(() => STATUS_PARCEIRO_ENUM, { description: 'O status antes.' }) statusAnterior: number;
  @Field(() => STATUS_PARCEIRO_ENUM, { description: 'O status depois.' }) statusNovo: number;
  @Field({ description: 'A justificativa informada.' }) justificativa: string;
}
