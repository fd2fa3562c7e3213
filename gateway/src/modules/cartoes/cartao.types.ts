import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Dinheiro } from '../../graphql/dinheiro';

@ObjectType('CartaoMembro', {
  description: "The member's prepaid card (spec 3 §3): situacao solicitado (asked for, no number yet), a_caminho (numero, not entregue), entregue.",
})
export class CartaoMembroDTO {
  @Field(() => String, { nullable: true }) numero: string | null;
  @Field(() => Dinheiro) saldo: number;
  @Field(() => Date, { nullable: true }) atualizadoEm: Date | null;
  @Field(() => Int, { description: '0 or 1' }) bloqueado: number;
  @Field() emDesbloqueio: boolean;
  @Field() entregue: boolean;
  @Field() situacao: string;
  @Field(() => String, { nullable: true }) nome: string | null;
}

@ObjectType('CartaoPainel', { description: 'Um cartão na lista do painel.' })
export class CartaoPainelDTO {
  @Field(() => ID, { description: 'Identificador do cartão.' }) id: number;
  @Field(() => String, { nullable: true }) rede: string | null;
  @Field(() => String, { nullable: true }) parceiro: string | null;
  @Field(() => String, { nullable: true }) cpf: string | null;
  @Field(() => String, { nullable: true, description: 'Shown as Proxy.' }) codigoBarras: string | null;
  @Field(() => String, { nullable: true }) numero: string | null;
  @Field(() => Dinheiro) saldo: number;
  @Field(() => String, { nullable: true }) nome: string | null;
  @Field() entregue: boolean;
  @Field(() => Int) bloqueado: number;
  @Field() emDesbloqueio: boolean;
  @Field(() => Date, { nullable: true }) atualizadoEm: Date | null;
}

@ObjectType('ResultadoCartao', { description: 'O resultado de cadastrar um cartão ou de mudar o status do cartão do membro.' })
export class ResultadoCartaoDTO {
  @Field() sucesso: boolean;
  @Field() mensagem: string;
  @Field(() => CartaoMembroDTO, { nullable: true }) cartao?: CartaoMembroDTO | null;
}

@ObjectType('AtualizacaoCartao', { description: 'O resultado de uma mudança feita pelo painel num cartão.' })
export class AtualizacaoCartaoDTO {
  @Field({ description: 'A mensagem para a tela.' }) mensagem: string;
  @Field(() => CartaoPainelDTO, { description: 'O cartão como fica na lista.' }) cartao: CartaoPainelDTO;
}

@ObjectType('ErroLinhaSaldo')
export class ErroLinhaSaldoDTO {
  @Field(() => Int) linha: number;
  @Field() motivo: string;
}

export interface LinhaCartao {
  id: number;
  parceiro_id: number | null;
  cpf: string | null;
  nome: string | null;
  codigo_barras: string | null;
  numero: string | null;
  saldo: string;
  atualizado_em: Date | null;
  bloqueado: boolean;
  em_desbloqueio: boolean;
  entregue: boolean;
}
