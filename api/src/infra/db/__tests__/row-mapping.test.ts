import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createTestDb } from '../../../test/test-db.js';
import type { DbHandle } from '../client.js';

// drizzle-orm is patched (patches/drizzle-orm@0.45.4.patch): its row mapper works out each selected field's
// decoder once per selection instead of once per field per row. These pin what the mapping must still do.
const owners = pgTable('mapping_owners', {
  ownerSeq: integer('owner_seq').primaryKey(),
  name: text('name').notNull(),
  joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull(),
});
const pets = pgTable('mapping_pets', {
  petSeq: integer('pet_seq').primaryKey(),
  ownerSeq: integer('owner_seq').notNull(),
  name: text('name').notNull(),
});

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  await handle.db.execute(sql`create table mapping_owners (
    owner_seq int primary key, name text not null, joined_at timestamptz not null)`);
  await handle.db.execute(
    sql`create table mapping_pets (pet_seq int primary key, owner_seq int not null, name text not null)`,
  );
  await handle.db.execute(sql`insert into mapping_owners values
    (1, '보호자', '2026-11-20 10:00:00+09'), (2, '새 보호자', '2026-11-21 09:30:00+09')`);
  await handle.db.execute(sql`insert into mapping_pets values (10, 1, '콩이'), (11, 1, '두부')`);
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

const selection = () =>
  handle.db
    .select({
      owner: { seq: owners.ownerSeq, name: owners.name, joinedAt: owners.joinedAt },
      pet: pets,
      label: sql<string>`${owners.name} || ':' || coalesce(${pets.name}, '-')`,
      petCount:
        sql<number>`(select count(*) from mapping_pets p where p.owner_seq = ${owners.ownerSeq})`.mapWith(
          Number,
        ),
    })
    .from(owners)
    .leftJoin(pets, eq(pets.ownerSeq, owners.ownerSeq))
    .where(eq(owners.ownerSeq, sql.placeholder('owner')))
    .orderBy(pets.petSeq)
    .prepare('mapping_owner_pets');

describe('row mapping (patched drizzle-orm)', () => {
  it('nests selected objects, decodes columns and mapped SQL, and makes a left-joined table with no row null', async () => {
    const statement = selection();
    const withPets = await statement.execute({ owner: 1 });
    expect(withPets).toEqual([
      {
        owner: { seq: 1, name: '보호자', joinedAt: new Date('2026-11-20T01:00:00Z') },
        pet: { petSeq: 10, ownerSeq: 1, name: '콩이' },
        label: '보호자:콩이',
        petCount: 2,
      },
      {
        owner: { seq: 1, name: '보호자', joinedAt: new Date('2026-11-20T01:00:00Z') },
        pet: { petSeq: 11, ownerSeq: 1, name: '두부' },
        label: '보호자:두부',
        petCount: 2,
      },
    ]);
    expect(withPets[0].owner.joinedAt).toBeInstanceOf(Date);

    // The same prepared statement again (its column plan is reused): the joined table is missing this time.
    const withoutPets = await statement.execute({ owner: 2 });
    expect(withoutPets).toEqual([
      {
        owner: { seq: 2, name: '새 보호자', joinedAt: new Date('2026-11-21T00:30:00Z') },
        pet: null,
        label: '새 보호자:-',
        petCount: 0,
      },
    ]);
  });
});
