import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { StatusPontuacao } from './pontuacoes.regras';

/** A typed item of a claim from a type-1 store: one unit of a product at the value the member typed. */
export interface ItemDigitado {
  codigo: string;
  produtoId: number;
  descricao: string;
  /** Sale value of the unit, in reais (two decimals). */
  valor: number;
  /** Points the unit would earn when the claim was sent (informative; the sale computes its own). */
  pontos: number;
}

/** A point claim: receipt files or typed items a member sent, waiting for (or done with) staff. */
@Entity('pontuacoes')
export class Pontuacao {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column() parceiroId: number;
  @Column() revendaId: number;
  @Column({ type: 'varchar' }) origem: 'foto' | 'digitada';
  @Column({ type: 'varchar', nullable: true }) linkArquivo: string | null;
  @Column({ type: 'varchar', nullable: true }) tipoArquivo: string | null;
  @Column({ type: 'jsonb' }) itens: ItemDigitado[];
  @Column({ type: 'varchar' }) status: StatusPontuacao;
  @Column({ type: 'varchar', nullable: true }) reprovadoMotivo: string | null;
  @Column({ type: 'integer', nullable: true }) reprovadoPor: number | null;
  @Column({ type: 'integer', nullable: true }) encerradoPor: number | null;
  @Column({ type: 'bigint', nullable: true }) vendaId: string | null;
  @Column({ type: 'timestamptz' }) criadoEm: Date;
  @Column({ type: 'timestamptz' }) atualizadoEm: Date;
}
