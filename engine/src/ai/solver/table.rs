//! The proof-number search's transposition table: what is known of each position searched
//! (its proof and disproof numbers, the length of a proved win), by Zobrist key, in
//! buckets of four entries; a new position takes the place of the one in its bucket on
//! which the least work was spent, so that the results of large searches stay.

/// A proof or disproof number that stands for "infinite": a node whose proof number is
/// `INF` is disproved (its disproof number is 0), and the other way round.
pub(super) const INF: u32 = 1 << 30;

/// Entries in a bucket.
const WAYS: usize = 4;

/// What the table holds of one position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Entry {
    /// The position's key (0: an empty slot).
    pub key: u64,
    /// The proof number: 0 proved, [`INF`] disproved.
    pub pn: u32,
    /// The disproof number: 0 disproved, [`INF`] proved.
    pub dn: u32,
    /// For a proved position, the moves (of both sides) to the attacker's five along the
    /// proof, the defender resisting longest and the attacker taking the shortest way.
    pub plies: u16,
    /// The nodes spent on the position, all searches of it together: what stays longest.
    pub work: u32,
}

/// A fixed-size table of [`Entry`]s.
pub(super) struct Table {
    entries: Vec<Entry>,
    /// Buckets less one: the low bits of a key pick its bucket.
    mask: usize,
    /// Lookups that found their position.
    pub hits: u64,
}

impl Table {
    /// A table of at least `entries` entries (a power of two, 64 at least).
    pub fn new(entries: usize) -> Table {
        let entries = entries.next_power_of_two().max(64);
        Table {
            entries: vec![Entry::default(); entries],
            mask: entries / WAYS - 1,
            hits: 0,
        }
    }

    /// How many entries the table holds.
    #[cfg(test)]
    pub fn capacity(&self) -> usize {
        self.entries.len()
    }

    fn bucket(&self, key: u64) -> std::ops::Range<usize> {
        let start = ((key ^ (key >> 32)) as usize & self.mask) * WAYS;
        start..start + WAYS
    }

    /// The entry of `key`, if the table holds it.
    pub fn get(&mut self, key: u64) -> Option<Entry> {
        let found = self.entries[self.bucket(key)]
            .iter()
            .find(|e| e.key == key && key != 0)
            .copied();
        self.hits += u64::from(found.is_some());
        found
    }

    /// Stores `entry`: over its own key's old entry, else over the one of its bucket with
    /// the least work.
    pub fn put(&mut self, entry: Entry) {
        let range = self.bucket(entry.key);
        let bucket = &mut self.entries[range];
        let slot = match bucket.iter().position(|e| e.key == entry.key) {
            Some(i) => i,
            None => {
                let (i, _) = bucket
                    .iter()
                    .enumerate()
                    .min_by_key(|(_, e)| if e.key == 0 { 0 } else { e.work.max(1) })
                    .expect("a bucket has entries");
                i
            }
        };
        bucket[slot] = entry;
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.entries.fill(Entry::default());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(key: u64, work: u32) -> Entry {
        Entry {
            key,
            pn: 1,
            dn: 1,
            plies: 0,
            work,
        }
    }

    #[test]
    fn an_entry_is_found_by_its_key_and_replaced_by_a_newer_one() {
        let mut table = Table::new(64);
        table.put(entry(7, 3));
        assert_eq!(table.get(7).map(|e| e.work), Some(3));
        table.put(entry(7, 1));
        assert_eq!(table.get(7).map(|e| e.work), Some(1));
        assert_eq!(table.get(8), None);
        assert_eq!(table.hits, 2);
    }

    #[test]
    fn a_full_bucket_gives_up_the_entry_with_the_least_work() {
        let mut table = Table::new(64);
        let buckets = (table.capacity() / WAYS) as u64;
        // Keys that differ by a multiple of the bucket count share a bucket.
        let keys: Vec<u64> = (1..=5).map(|i| i * buckets + 1).collect();
        for (i, &key) in keys[..4].iter().enumerate() {
            table.put(entry(key, [50, 5, 70, 60][i]));
        }
        table.put(entry(keys[4], 10));
        assert_eq!(table.get(keys[1]), None, "the least work went");
        for &key in [keys[0], keys[2], keys[3], keys[4]].iter() {
            assert!(table.get(key).is_some(), "{key} stays");
        }
    }
}
