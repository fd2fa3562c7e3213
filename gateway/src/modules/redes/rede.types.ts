import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Dinheiro, Pontos, ValorPonto } from '../../graphql/dinheiro';

@ObjectType('Rede', { description: 'Uma rede de lojas, com o valor do ponto e, quando pedidos (completo), os seus números.' })
export class RedeDTO {
  @Field(() => ID, { description: 'Identificador da rede.' }) id: number;
  @Field({ description: 'Nome da rede.' }) nome: string;
  @Field(() => String, { nullable: true, description: 'Região da rede.' }) regiao: string | null;
  @Field(() => ValorPonto, { nullable: true, description: 'Quanto vale um ponto, em reais; só para os papéis que veem custos (nulo para os demais).' })
  valorPonto: number | null;
  @Field({ description: 'Se a rede está ativa.' }) ativo: boolean;
  // Figures: only when asked for (completo), computed from stores, salespeople and valid sales.
  @Field(() => Int, { nullable: true, description: 'Lojas ativas (completo).' }) numeroRevendas?: number | null;
  @Field(() => Int, { nullable: true, description: 'Vendedores ativos das lojas ativas (completo).' }) numeroParceiros?: number | null;
  @Field(() => Dinheiro, { nullable: true, description: 'Soma das vendas válidas, em reais (completo).' }) totalVendas?: number | null;
  @Field(() => Dinheiro, { nullable: true, description: 'Custo dos pontos das vendas válidas, em reais; só para os papéis que veem custos (completo).' })
  totalCusto?: number | null;
  @Field(() => Pontos, { nullable: true, description: 'Pontos das vendas válidas (completo).' }) totalPontos?: number | null;
  @Field(() => Pontos, { nullable: true, description: 'Saldo atual de pontos dos seus vendedores (completo).' }) saldoPontos?: number | null;
  @Field(() => Date, { nullable: true, description: 'Última venda válida pontuada (completo).' }) ultimaPontuacao?: Date | null;
}
