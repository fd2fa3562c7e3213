import { Field, ID, ObjectType } from 'type-graphql';
import { Pontos } from '../../graphql/dinheiro';

@ObjectType('VendaCorrigir', { description: 'Uma venda cujos pontos creditados diferem do que o catálogo atual dá.' })
export class VendaCorrigirDTO {
  @Field(() => ID, { description: 'A venda.' }) idVenda: string;
  @Field({ description: 'Nome fantasia da loja.' }) revenda: string;
  @Field({ description: 'Nome do vendedor.' }) parceiro: string;
  @Field({ description: 'CPF do vendedor (só dígitos).' }) cpf: string;
  @Field({ description: 'Número do documento fiscal.' }) identificador: string;
  @Field(() => Pontos, { description: 'Pontos que o vendedor tem desta venda (crédito e correções, menos estornos).' }) pontuacaoAtual: number;
  @Field(() => Pontos, { description: 'Pontos atuais do produto × fator atual da loja, dentro do limite de pontuação.' }) pontuacaoNova: number;
  @Field(() => Pontos, { description: 'pontuacaoNova − pontuacaoAtual (negativo: pontos a retirar).' }) aPontuar: number;
}

@ObjectType('CorrecoesPontuacao', { description: 'As vendas a corrigir.' })
export class CorrecoesPontuacaoDTO {
  @Field(() => [VendaCorrigirDTO], { description: 'Mais recentemente creditadas primeiro.' }) vendasCorrigir: VendaCorrigirDTO[];
}

@ObjectType('CorrecaoAplicada', { description: 'O resultado da correção de uma venda.' })
export class CorrecaoAplicadaDTO {
  @Field({ description: 'Mensagem para mostrar.' }) mensagem: string;
  @Field(() => ID, { description: 'A venda.' }) idVenda: string;
  @Field(() => Pontos, { description: 'Pontos da venda antes da correção.' }) pontuacaoAnterior: number;
  @Field(() => Pontos, { description: 'Pontos da venda pela regra atual.' }) pontuacaoNova: number;
  @Field(() => Pontos, { description: 'Pontos movidos por esta correção (com sinal).' }) aplicado: number;
  @Field(() => Pontos, { description: 'O que falta corrigir quando o saldo não cobriu uma diferença negativa.' }) restante: number;
}
