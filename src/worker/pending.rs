//! The requests of a worker's client that wait for replies, by id, and where each reply
//! goes: a short list, since a client has only a few requests out at a time. Plain data,
//! so that the routing is tested natively.

use std::rc::Rc;

use super::protocol::{Reader, Reply, message_id};

/// What hears a request's replies.
pub type OnReply = Rc<dyn Fn(Reply)>;

/// The requests waiting for replies: their ids, how their replies are read (for a board
/// of what size), and who hears them, in the order they were sent.
#[derive(Default)]
pub struct Pending(Vec<(u32, Reader, usize, OnReply)>);

impl Pending {
    /// Adds request `id`, whose replies are read with `read` for a board of side `size`
    /// and go to `on_reply`.
    pub fn insert(&mut self, id: u32, read: Reader, size: usize, on_reply: OnReply) {
        self.0.push((id, read, size, on_reply));
    }

    /// Reads the reply `text` and finds who hears it: the one who sent the request it
    /// answers, taken off the list when the reply is its last. A reply that cannot be read
    /// goes to them as an error, and ends the request; `None` for a reply to no request
    /// waiting (one given up, or no id at all), which is dropped.
    pub fn route(&mut self, text: &str) -> Option<(OnReply, Reply)> {
        let id = message_id(text)?;
        let at = self.0.iter().position(|(i, ..)| *i == id)?;
        let (_, read, size, _) = self.0[at];
        let reply = read(text, size).map_or_else(|e| Reply::Error(e.to_string()), |(_, r)| r);
        let on_reply = if reply.is_final() {
            self.0.remove(at).3
        } else {
            Rc::clone(&self.0[at].3)
        };
        Some((on_reply, reply))
    }

    /// Gives up request `id`: its replies are dropped from now on.
    pub fn remove(&mut self, id: u32) {
        self.0.retain(|(i, ..)| *i != id);
    }

    /// Takes every request off the list, oldest first: who hears each.
    pub fn take_all(&mut self) -> Vec<OnReply> {
        std::mem::take(&mut self.0)
            .into_iter()
            .map(|(.., on_reply)| on_reply)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use std::cell::RefCell;

    use super::*;

    /// A list of what one request heard, and the callback that writes to it.
    fn heard() -> (Rc<RefCell<Vec<Reply>>>, OnReply) {
        let list: Rc<RefCell<Vec<Reply>>> = Rc::default();
        let writer = Rc::clone(&list);
        (list, Rc::new(move |reply| writer.borrow_mut().push(reply)))
    }

    /// Routes `text` and hands the reply to who hears it; whether anyone did.
    fn deliver(pending: &mut Pending, text: &str) -> bool {
        let routed = pending.route(text);
        routed.map(|(on_reply, reply)| on_reply(reply)).is_some()
    }

    #[test]
    fn each_reply_goes_to_the_request_with_its_id_once() {
        let mut pending = Pending::default();
        let (first, on_first) = heard();
        let (second, on_second) = heard();
        pending.insert(1, Reply::decode, 19, on_first);
        pending.insert(2, Reply::decode, 15, on_second);
        // Points are read for the board of each request: h8 is row 8 of 15, not of 19.
        assert!(deliver(&mut pending, "solved 2 win h8"));
        assert!(deliver(&mut pending, "done 1"));
        assert_eq!(*first.borrow(), [Reply::Done]);
        let h8 = gobang_engine::Pos::parse("h8", 15).unwrap();
        let line = vec![h8];
        let proved = gobang_engine::ai::solver::Proof::ProvedWin { line };
        assert_eq!(*second.borrow(), [Reply::Solved(proved)]);
        // Both are answered: a second reply to either finds no one.
        assert!(!deliver(&mut pending, "done 1"));
        assert!(!deliver(&mut pending, "solved 2 win h8"));
    }

    #[test]
    fn a_stream_of_replies_goes_to_one_request_until_its_last() {
        let mut pending = Pending::default();
        let (rounds, on_round) = heard();
        pending.insert(7, Reply::decode, 19, on_round);
        for text in [
            "analysis 7 500 - j10",
            "analysis 7 520 - j10 3 9000",
            "done 7",
        ] {
            assert!(deliver(&mut pending, text), "{text}");
        }
        assert_eq!(rounds.borrow().len(), 3);
        assert_eq!(rounds.borrow().last(), Some(&Reply::Done));
        assert!(!deliver(&mut pending, "analysis 7 500 - j10"));
    }

    #[test]
    fn replies_to_requests_given_up_or_never_sent_are_dropped() {
        let mut pending = Pending::default();
        let (given_up, on_reply) = heard();
        pending.insert(3, Reply::decode, 19, on_reply);
        pending.remove(3);
        assert!(!deliver(&mut pending, "move 3 j10 100 2 four"));
        assert!(!deliver(&mut pending, "move 4 j10 100 2 four"));
        assert!(!deliver(
            &mut pending,
            "error 0 bad worker message: missing id"
        ));
        assert!(!deliver(&mut pending, "ready"));
        assert!(given_up.borrow().is_empty());
    }

    #[test]
    fn a_reply_that_cannot_be_read_ends_its_request_with_the_reason() {
        let mut pending = Pending::default();
        let (asker, on_reply) = heard();
        pending.insert(5, Reply::decode, 19, on_reply);
        assert!(deliver(&mut pending, "move 5 z99 100 2 four"));
        let heard = asker.borrow();
        assert!(
            matches!(&heard[..], [Reply::Error(why)] if why.contains("z99")),
            "{heard:?}"
        );
        assert!(pending.take_all().is_empty());
    }

    #[test]
    fn every_request_waiting_is_taken_at_once_oldest_first() {
        let mut pending = Pending::default();
        let order: Rc<RefCell<Vec<u32>>> = Rc::default();
        for id in [4, 2, 9] {
            let order = Rc::clone(&order);
            pending.insert(
                id,
                Reply::decode,
                19,
                Rc::new(move |_| order.borrow_mut().push(id)),
            );
        }
        pending.remove(2);
        for on_reply in pending.take_all() {
            on_reply(Reply::Error("the worker failed".into()));
        }
        assert_eq!(*order.borrow(), [4, 9]);
        assert!(pending.take_all().is_empty());
    }
}
