import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { numerico } from '../../db/colunas';
import { Revenda } from '../revendas/revenda.entity';
import { Produto } from '../produtos/produto.entity';

/** A store's own code, description and price for a catalogue product (Produtos Loja). */
@Entity('produtos_revenda')
export class ProdutoRevenda {
  @PrimaryGeneratedColumn() id: number;
  @Column() revendaId: number;
  @ManyToOne(() => Revenda) @JoinColumn({ name: 'revenda_id' }) revenda?: Revenda;
  @Column() produtoId: number;
  @ManyToOne(() => Produto) @JoinColumn({ name: 'produto_id' }) produto?: Produto;
  @Column() codigo: string;
  @Column() nome: string;
  @Column({ type: 'numeric', transformer: numerico }) valorUnitario: number;
  @Column({ type: 'numeric', transformer: numerico }) valorPontos: number;
  /** True while valorPontos follows the catalogue product's. */
  @Column() valorPontosHerdado: boolean;
  @Column() ativo: boolean;
  @CreateDateColumn({ type: 'timestamptz' }) criadoEm: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) atualizadoEm: Date;
}
