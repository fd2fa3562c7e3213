import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One salesperson status change: who, from what to what, why and when (table parceiros_justificativas). */
@Entity('parceiros_justificativas')
export class JustificativaParceiro {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column() parceiroId: number;
  @Column({ type: 'int', nullable: true }) usuarioId: number | null;
  @Column() usuarioNome: string;
  /** 1 active, 0 inactive, as the contract spells it. */
  @Column({ type: 'smallint' }) statusAnterior: number;
  @Column({ type: 'smallint' }) statusNovo: number;
  @Column() justificativa: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
