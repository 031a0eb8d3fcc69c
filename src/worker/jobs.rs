//! The jobs that wait for a worker's answer, by id: a short list, since a page has only a
//! few out at a time. (A hash map's code, built again for each kind of job, weighed more in
//! the study module than any search through a few ids.)

/// Jobs by their ids, in the order they were asked.
pub struct Jobs<T>(Vec<(u32, T)>);

impl<T> Default for Jobs<T> {
    fn default() -> Jobs<T> {
        Jobs(Vec::new())
    }
}

impl<T> Jobs<T> {
    /// Adds job `id` (in place of an earlier one with the same id).
    pub fn insert(&mut self, id: u32, job: T) {
        self.remove(id);
        self.0.push((id, job));
    }

    /// Takes job `id` out, if it is waiting.
    pub fn remove(&mut self, id: u32) -> Option<T> {
        let at = self.0.iter().position(|(i, _)| *i == id)?;
        Some(self.0.remove(at).1)
    }

    /// Job `id`, if it is waiting.
    pub fn get(&self, id: u32) -> Option<&T> {
        self.0.iter().find(|(i, _)| *i == id).map(|(_, job)| job)
    }

    /// How many jobs wait.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether none waits.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Forgets every job.
    pub fn clear(&mut self) {
        self.0.clear();
    }

    /// Keeps only the jobs for which `keep` says so.
    pub fn retain(&mut self, mut keep: impl FnMut(&T) -> bool) {
        self.0.retain(|(_, job)| keep(job));
    }

    /// Takes every job out, oldest first.
    pub fn take_all(&mut self) -> Vec<(u32, T)> {
        std::mem::take(&mut self.0)
    }

    /// The ids and jobs, oldest first.
    pub fn iter(&self) -> impl Iterator<Item = (u32, &T)> {
        self.0.iter().map(|(id, job)| (*id, job))
    }
}

#[cfg(test)]
mod tests {
    use super::Jobs;

    #[test]
    fn a_job_is_found_by_its_id_and_taken_out_once() {
        let mut jobs = Jobs::default();
        jobs.insert(3, "three");
        jobs.insert(7, "seven");
        assert_eq!(jobs.get(7), Some(&"seven"));
        assert_eq!(jobs.remove(3), Some("three"));
        assert_eq!(jobs.remove(3), None);
        assert_eq!(jobs.len(), 1);
    }

    #[test]
    fn a_job_asked_again_under_its_id_replaces_the_first() {
        let mut jobs = Jobs::default();
        jobs.insert(1, "first");
        jobs.insert(1, "again");
        assert_eq!(jobs.take_all(), vec![(1, "again")]);
        assert!(jobs.is_empty());
    }

    #[test]
    fn jobs_kept_and_listed_in_the_order_asked() {
        let mut jobs = Jobs::default();
        for id in 1..=4 {
            jobs.insert(id, id * 10);
        }
        jobs.retain(|job| job % 20 != 0);
        assert_eq!(
            jobs.iter().map(|(id, _)| id).collect::<Vec<_>>(),
            vec![1, 3]
        );
        jobs.clear();
        assert!(jobs.is_empty());
    }
}
