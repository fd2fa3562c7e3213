import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { numerico } from '../../db/colunas';

/** A product of the brand's catalogue (Produtos Experiências SW). */
@Entity('produtos')
export class Produto {
  @PrimaryGeneratedColumn() id: number;
  @Column() codigo: string;
  @Column() nome: string;
  @Column({ type: 'numeric', transformer: numerico }) valorUnitario: number;
  @Column({ type: 'numeric', transformer: numerico }) valorPontos: number;
  @Column({ type: 'varchar', nullable: true }) codigoBarras: string | null;
  @Column() ativo: boolean;
  @CreateDateColumn({ type: 'timestamptz' }) criadoEm: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) atualizadoEm: Date;
}
