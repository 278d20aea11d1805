/** English strings of "Verbs, hands on": the walkthrough figure and the exercises with their runner. */
export const verbs = {
  "fig.verbsWalk.title": "Verbs, step by step: alice writes into bob's memory",
  "fig.verbsWalk.caption":
    "Two simulated hosts with one HCA each; the byte cells are their buffers. Move the step slider from 0 to 11 to build the connection one verb at a time, post an RDMA WRITE and poll its completion. Then pick a fault and step through again, watching the completion status, the QP states and bob's CPU counter. The data table lists every verb call and HCA event.",
  "fig.verbsWalk.step": "Step",
  "fig.verbsWalk.fault": "Fault",
  "fig.verbsWalk.faultNone": "None",
  "fig.verbsWalk.faultWrongRkey": "Wrong rkey",
  "fig.verbsWalk.faultNoRemoteWrite": "No remote-write permission on bob's MR",
  "fig.verbsWalk.faultQpNotRts": "alice's QP left in RTR",
  "fig.verbsWalk.faultSendWithoutRecv": "SEND without a posted RECV",
  "fig.verbsWalk.stepFabric": "two hosts on one switch, nothing opened",
  "fig.verbsWalk.stepOpen": "open the device, read the port's LID",
  "fig.verbsWalk.stepPd": "allocate a protection domain",
  "fig.verbsWalk.stepMr": "register memory: pin it, map it, get its keys",
  "fig.verbsWalk.stepCq": "create a completion queue",
  "fig.verbsWalk.stepQp": "create an RC queue pair, in RESET",
  "fig.verbsWalk.stepInit": "modify the QP from RESET to INIT",
  "fig.verbsWalk.stepRtr": "exchange QP numbers, LIDs and PSNs; INIT to RTR",
  "fig.verbsWalk.stepRts": "modify the QP from RTR to RTS",
  "fig.verbsWalk.stepPost": "alice posts the work request",
  "fig.verbsWalk.stepProgress": "the HCAs do the work while simulated time runs",
  "fig.verbsWalk.stepPoll": "alice polls her completion queue",
  "fig.verbsWalk.cpuCalls": "CPU verb calls: {n}",
  "fig.verbsWalk.device": "{device} · port 1 · LID {lid}",
  "fig.verbsWalk.noDevice": "device not opened",
  "fig.verbsWalk.pd": "protection domain {pd}",
  "fig.verbsWalk.noPd": "no protection domain yet",
  "fig.verbsWalk.buffer": "buffer: {bytes} B, not registered",
  "fig.verbsWalk.mr": "MR: {bytes} B at {addr}",
  "fig.verbsWalk.keys": "lkey {lkey} · rkey {rkey}",
  "fig.verbsWalk.access": "access {access}",
  "fig.verbsWalk.qp": "QP {qpNum}",
  "fig.verbsWalk.noQp": "no QP yet",
  "fig.verbsWalk.cq": "CQ, {cqe} entries",
  "fig.verbsWalk.noCq": "no CQ yet",
  "fig.verbsWalk.cqEmpty": "empty",
  "fig.verbsWalk.cqEntry": "wr {wrId}: {status}",
  "fig.verbsWalk.polled": "polled by the CPU",
  "fig.verbsWalk.unpolled": "written by the HCA, not polled yet",
  "fig.verbsWalk.outOfBand": "out of band: QP number, LID, PSN",
  "fig.verbsWalk.outOfBandRkey": "out of band: QP number, LID, PSN, address, rkey",
  "fig.verbsWalk.fabricLink": "fabric",
  "fig.verbsWalk.request": "{opcode} {bytes} B",
  "fig.verbsWalk.requestRepeat": "{opcode} {bytes} B, sent {n}×",
  "fig.verbsWalk.ack": "ACK",
  "fig.verbsWalk.nak": "NAK",
  "fig.verbsWalk.rnrNak": "RNR NAK ×{n}",
  "fig.verbsWalk.noAnswer": "no answer",
  "fig.verbsWalk.legendPayload": "alice's payload",
  "fig.verbsWalk.legendWritten": "written by bob's HCA, not his CPU",
  "fig.verbsWalk.stepTitle": "Step {step} of {last}: {name}",
  "fig.verbsWalk.more": "+{n, plural, one {# more line} other {# more lines}} in the data table",
  "fig.verbsWalk.refused": "Refused at step {step}, nothing was posted. {message}",
  "fig.verbsWalk.footer": "Simulated time: {time} µs",
  "fig.verbsWalk.footerPost": "Simulated time: {time} µs · bob's CPU verb calls since alice posted: {calls}",
  "fig.verbsWalk.colStep": "Step",
  "fig.verbsWalk.colTime": "Simulated time",
  "fig.verbsWalk.colHost": "Host",
  "fig.verbsWalk.colActor": "Actor",
  "fig.verbsWalk.colKind": "Kind",
  "fig.verbsWalk.colDetail": "What happened",
  "fig.verbsWalk.colStatus": "Status",
  "fig.verbsWalk.summaryNoQp": "Step {step} of {last}, {name}. No queue pairs yet.",
  "fig.verbsWalk.summaryState": "Step {step} of {last}, {name}. alice's QP: {alice}; bob's QP: {bob}.",
  "fig.verbsWalk.summaryCompleted":
    "Step {step} of {last}, {name}. alice's {opcode} completed with {status}; {landed} B landed in bob's memory and bob's CPU made {calls} verb calls since the post. alice's QP: {alice}; bob's QP: {bob}.",
  "fig.verbsWalk.summaryRefused":
    "Step {step} of {last}, {name}. ibv_post_send refused the work request with {code}: alice's QP is in {alice}.",
  "verbs.event.post-send": "CPU posts {opcode} wr {wr} ({bytes} B)",
  "verbs.event.post-recv": "CPU posts receive wr {wr}",
  "verbs.event.doorbell": "doorbell: HCA sees 1 new WQE on QP {qp}",
  "verbs.event.doorbell-batch": "doorbell: HCA sees {count} new WQEs on QP {qp}",
  "verbs.event.fetch-wqe": "HCA fetches the WQE and DMA-reads {bytes} B from host memory",
  "verbs.event.fetch-read-wqe": "HCA fetches the READ WQE",
  "verbs.event.request-wire": "{opcode} packet ({bytes} B) cross the wire to {peer}",
  "verbs.event.request-wire-packets": "{opcode} packets ({bytes} B) cross the wire to {peer}",
  "verbs.event.read-request-wire": "READ request for {bytes} B crosses the wire to {peer}",
  "verbs.event.responder-write": "HCA writes {bytes} B at {addr} on {host}; its CPU is not involved",
  "verbs.event.responder-write-recv":
    "HCA writes {bytes} B into the buffers of receive wr {recv} on {host}; its CPU is not involved",
  "verbs.event.responder-read": "HCA reads {bytes} B at {addr} on {host}; its CPU is not involved",
  "verbs.event.read-response-wire": "READ response with {bytes} B crosses the wire to {peer}",
  "verbs.event.read-data-lands": "HCA DMA-writes the {bytes} B read into local memory",
  "verbs.event.ack-wire": "ACK for wr {wr} crosses the wire to {peer}",
  "verbs.event.nak-wire": "NAK for wr {wr} crosses the wire to {peer}: {status}",
  "verbs.event.cqe": "HCA writes the CQE of wr {wr}",
  "verbs.event.unsignaled-done": "wr {wr} done (unsignaled: no CQE)",
  "verbs.event.completes-with": "wr {wr} completes with {status}",
  "verbs.event.recv-cqe-send": "HCA writes the CQE of receive wr {wr} (SEND, {bytes} B)",
  "verbs.event.recv-cqe-write-imm":
    "HCA writes the CQE of receive wr {wr} (RDMA WRITE with immediate, {bytes} B)",
  "verbs.event.recv-completes-with": "receive wr {wr} completes with {status}",
  "verbs.event.flushed": "wr {wr} flushed: QP {qp} is in IBV_QPS_ERR",
  "verbs.event.recv-flushed": "receive wr {wr} flushed: QP {qp} is in IBV_QPS_ERR",
  "verbs.event.poll": "CPU polls 1 completion",
  "verbs.event.poll-batch": "CPU polls {count} completions",
  "verbs.event.cq-overrun":
    "IBV_EVENT_CQ_ERR: CQ full ({capacity} entries), completion of wr {wr} lost; poll more often or create a bigger CQ",
  "verbs.event.state-change": "QP {qp} {from} -> {to}: {why}",
  "verbs.event.receiver-not-ready":
    "receiver not ready: QP {qp} on {host} has no receive posted; RNR NAK sent",
  "verbs.event.rnr-nak":
    "RNR NAK for wr {wr} reaches the requester: no receive was posted (RNR retry {attempt} of {max})",
  "verbs.event.rnr-nak-forever":
    "RNR NAK for wr {wr} reaches the requester: no receive was posted (RNR retry {attempt} of infinite)",
  "verbs.event.responder-rejects": "responder rejects wr {wr}: {why}; NAK sent",
  "verbs.event.dropped": "request for wr {wr} dropped: {why}",
  "verbs.event.ack-timeout": "no ACK for wr {wr} within the local ACK timeout (retry {attempt} of {max})",
  "verbs.event.resend": "resending 1 WR from wr {wr}",
  "verbs.event.resend-batch": "resending {count} WRs from wr {wr}",
  "verbs.event.local-protection-error": "local protection error: {why}",
  "verbs.reason.modify-qp": "modifyQp",
  "verbs.reason.destroy-qp": "destroyQp",
  "verbs.reason.posted-in-error": "posted while in error",
  "verbs.reason.attributes-changed": "attributes {names} changed",
  "verbs.reason.no-attributes-changed": "attributes (none) changed",
  "verbs.reason.wr-failed": "wr {wr} failed with {status}",
  "verbs.reason.no-port": "no port in the fabric matches the address vector (check dlid / dgid)",
  "verbs.reason.no-qp": "no QP {qp} on {host} (check destQpNum)",
  "verbs.reason.responder-state": "responder QP {qp} is in {state}; it receives only in RTR or RTS",
  "verbs.reason.psn-ahead":
    "PSN {psn} is ahead of the expected {expected} (the requester's sqPsn must equal the responder's rqPsn)",
  "verbs.reason.lkey-unknown": "lkey {key} is not a registered MR on {host}",
  "verbs.reason.lkey-other-pd": "lkey {key} belongs to another protection domain than QP {qp}",
  "verbs.reason.sge-outside-mr": "SGE [{addr}, +{length}) is outside MR [{mrAddr}, +{mrLength})",
  "verbs.reason.mr-no-local-write": "MR {key} lacks IBV_ACCESS_LOCAL_WRITE, needed to land data in it",
  "verbs.reason.receive-buffer": "receive buffer: {why}",
  "verbs.reason.qp-access-lacks": "responder QP's qpAccessFlags lack {flag}",
  "verbs.reason.mtu-exceeded": "packets of {packetBytes} B exceed the responder's path MTU of {mtuBytes} B",
  "verbs.reason.no-read-depth": "responder QP has maxDestRdAtomic 0: it accepts no RDMA READ",
  "verbs.reason.rkey-unknown": "rkey {key} is not a registered MR on {host}",
  "verbs.reason.rkey-other-pd": "rkey {key} belongs to another protection domain than QP {qp}",
  "verbs.reason.mr-lacks-access": "MR {key} was registered without {flag}",
  "verbs.reason.range-outside-mr": "[{addr}, +{bytes}) is outside MR [{mrAddr}, +{mrLength})",
  "verbs.reason.message-too-large": "message of {bytes} B is larger than the {room} B receive buffer",
  "verbs.error.pd-unknown": "expected a protection domain from this context's allocPd().",
  "verbs.error.pd-other-context":
    "expected a protection domain from this context's allocPd(). It belongs to another device context ({host}).",
  "verbs.error.pd-deallocated": "this protection domain was deallocated.",
  "verbs.error.pd-busy":
    "the PD still has {mrs} memory region(s) and {qps} QP(s): deregMr / destroyQp them first.",
  "verbs.error.cq-unknown": "expected a completion queue from this context's createCq().",
  "verbs.error.cq-other-context":
    "expected a completion queue from this context's createCq(). It belongs to another device context ({host}).",
  "verbs.error.cq-destroyed": "this completion queue was destroyed.",
  "verbs.error.cq-busy": "{qps} QP(s) still use this CQ: destroyQp them first.",
  "verbs.error.qp-unknown": "expected a queue pair from this context's createQp().",
  "verbs.error.qp-other-context":
    "expected a queue pair from this context's createQp(). It belongs to another device context ({host}).",
  "verbs.error.qp-destroyed": "QP {qp} was destroyed.",
  "verbs.error.mr-unknown": "expected a memory region from this context's regMr().",
  "verbs.error.mr-deregistered": "this memory region is already deregistered.",
  "verbs.error.no-such-port": "port {port} does not exist: the HCA has one port, number 1.",
  "verbs.error.no-such-gid": "only port 1, GID index 0 exists here (asked port {port}, index {index}).",
  "verbs.error.buffer-not-bytes":
    "buffer must be a Uint8Array, e.g. new Uint8Array(4096) or big.subarray(0, 256).",
  "verbs.error.buffer-empty": "buffer is empty: register at least one byte.",
  "verbs.error.access-unknown-bits":
    "access {access} has unknown bits: combine IBV_ACCESS_LOCAL_WRITE, IBV_ACCESS_REMOTE_WRITE and IBV_ACCESS_REMOTE_READ with |.",
  "verbs.error.remote-write-needs-local-write":
    "IBV_ACCESS_REMOTE_WRITE needs IBV_ACCESS_LOCAL_WRITE too: use IBV_ACCESS_LOCAL_WRITE | IBV_ACCESS_REMOTE_WRITE.",
  "verbs.error.cqe-out-of-range": "cqe must be an integer 1..{max}, got {got}.",
  "verbs.error.num-entries-invalid": "numEntries must be a positive integer, got {got}.",
  "verbs.error.poll-stuck":
    "the CQ was polled empty {polls} times while simulated time stood still: simulated time only moves when you call fabric.progress(dt) or fabric.runUntilIdle(). Call one inside your polling loop.",
  "verbs.error.init-attr-missing": "pass {shape}.",
  "verbs.error.init-attr-unknown-field": 'unknown field "{field}": initAttr takes {known}.',
  "verbs.error.qp-type-unsupported":
    'qpType {qpType} is not simulated: only reliable-connected "IBV_QPT_RC" queue pairs are.',
  "verbs.error.cap-missing": "cap is required: {shape}.",
  "verbs.error.cap-unknown-field": 'unknown cap field "{field}": cap takes {known}.',
  "verbs.error.cap-out-of-range": "cap.{name} must be an integer 1..{max}, got {got}.",
  "verbs.error.sq-sig-all-not-boolean": "sqSigAll must be true or false.",
  "verbs.error.attr-missing": "pass an attribute object, e.g. {example}.",
  "verbs.error.attr-unknown": 'unknown attribute "{name}". Known: {known}.',
  "verbs.error.qp-state-unknown": "qpState {qpState} is not one of {states}.",
  "verbs.error.transition-illegal":
    "a QP cannot go from {from} to {to}. From {from} it can go to {next}; the path to send is RESET -> INIT -> RTR -> RTS.",
  "verbs.error.attr-required": "{from} -> {to} requires {required}; missing: {missing}.",
  "verbs.error.attr-misplaced":
    "{names} cannot be set in {from} -> {to} (this transition takes {allowed}). Pass each attribute in the transition that needs it: INIT gets pkeyIndex/portNum/qpAccessFlags, RTR the remote side and rq values, RTS the sq values.",
  "verbs.error.attr-misplaced-none":
    "{names} cannot be set in {from} -> {to} (this transition takes no attributes). Pass each attribute in the transition that needs it: INIT gets pkeyIndex/portNum/qpAccessFlags, RTR the remote side and rq values, RTS the sq values.",
  "verbs.error.pkey-index-range": "{name} must be an integer {min}..{max} (a P_Key table index), got {got}.",
  "verbs.error.port-num-range": "{name} must be an integer {min}..{max} (the HCA's only port), got {got}.",
  "verbs.error.access-flags-range": "{name} must be an integer {min}..{max} (IBV_ACCESS_* flags), got {got}.",
  "verbs.error.qp-num-range": "{name} must be an integer {min}..{max} (a 24-bit QP number), got {got}.",
  "verbs.error.psn-range": "{name} must be an integer {min}..{max} (a 24-bit PSN), got {got}.",
  "verbs.error.read-depth-range": "{name} must be an integer {min}..{max} (a READ depth), got {got}.",
  "verbs.error.rnr-timer-range": "{name} must be an integer {min}..{max} (an RNR timer code), got {got}.",
  "verbs.error.ack-timeout-range": "{name} must be an integer {min}..{max} (an ACK timeout code), got {got}.",
  "verbs.error.retry-count-range": "{name} must be an integer {min}..{max} (a retry count), got {got}.",
  "verbs.error.rnr-retry-range":
    "{name} must be an integer {min}..{max} (an RNR retry count (7 = forever)), got {got}.",
  "verbs.error.path-mtu-unknown": "pathMtu must be one of {mtus}, got {got}.",
  "verbs.error.ah-attr-missing": "ahAttr: pass {ib} on InfiniBand or {roce} on RoCE.",
  "verbs.error.ah-attr-unknown-field": 'ahAttr: unknown field "{field}"; ahAttr takes {known}.',
  "verbs.error.ah-port-num": "ahAttr: portNum must be 1, got {got}.",
  "verbs.error.ah-sl": "ahAttr: sl must be 0..15, got {got}.",
  "verbs.error.ah-is-global-not-boolean": "ahAttr: isGlobal must be true or false.",
  "verbs.error.ah-dgid-missing": "ahAttr: isGlobal is true but grh.dgid is missing: set grh: {example}.",
  "verbs.error.ah-roce-needs-grh":
    "ahAttr: RoCE (Ethernet link layer) has no LIDs: every packet needs a global route header. Set isGlobal: true and grh: {example}.",
  "verbs.error.ah-dlid":
    "ahAttr: dlid must be the peer's unicast LID (1..0xBFFF, from its queryPort(1).lid), got {got}.",
  "verbs.error.sg-list-not-array": "{wr}.sgList must be an array of {shape}.",
  "verbs.error.sg-list-too-long": "{wr} has {count} SGEs; this QP was created with max {max} (cap.max*Sge).",
  "verbs.error.sge-not-object": "{wr}.sgList entries must be {shape}.",
  "verbs.error.sge-unknown-field": '{wr}: unknown SGE field "{field}" (use addr, length, lkey).',
  "verbs.error.sge-addr": "{wr}: sge.addr must be an address such as mr.addr + offset.",
  "verbs.error.sge-length": "{wr}: sge.length must be an integer 0..2^31.",
  "verbs.error.sge-lkey": "{wr}: sge.lkey must be a 32-bit key such as mr.lkey.",
  "verbs.error.message-too-long": "{wr} is {bytes} B, above the 2 GiB message limit.",
  "verbs.error.send-needs-rts":
    "QP {qp} is in {state}; sends need IBV_QPS_RTS: move it RESET -> INIT -> RTR -> RTS with modifyQp.",
  "verbs.error.send-needs-rts-from-rtr":
    "QP {qp} is in {state}; sends need IBV_QPS_RTS: move it to IBV_QPS_RTS with modifyQp (timeout, retryCnt, rnrRetry, sqPsn, maxRdAtomic).",
  "verbs.error.wr-not-object": "{wr} must be an object {shape}.",
  "verbs.error.send-wr-unknown-field": '{wr}: unknown field "{field}"; a send WR takes {known}.',
  "verbs.error.recv-wr-unknown-field": '{wr}: unknown field "{field}"; a receive WR takes wrId, sgList.',
  "verbs.error.wr-id-not-number": "{wr}.wrId must be a number.",
  "verbs.error.opcode-unknown": "{wr}.opcode {opcode} is not one of {opcodes}.",
  "verbs.error.send-flags-unknown": "{wr}.sendFlags may only be IBV_SEND_SIGNALED or 0, got {got}.",
  "verbs.error.rdma-missing":
    "{wr}: {opcode} needs rdma: {shape} with the peer's address and rkey (exchanged out of band).",
  "verbs.error.imm-data-missing":
    "{wr}: IBV_WR_RDMA_WRITE_WITH_IMM needs immData, a 32-bit unsigned integer.",
  "verbs.error.send-queue-full":
    "send queue of QP {qp} is full ({used} of cap.maxSendWr {max} slots in use; {asked} more asked). Slots free when you poll a completion: poll the send CQ (after fabric.progress / runUntilIdle), and signal at least every Nth WR, since unsignaled WRs are retired only by a later signaled one.",
  "verbs.error.recv-in-reset":
    "QP {qp} is in IBV_QPS_RESET: move it to IBV_QPS_INIT before posting receives.",
  "verbs.error.recv-queue-full":
    "receive queue of QP {qp} is full ({used} of cap.maxRecvWr {max} in use): poll the receive CQ to free slots.",
  "verbs.errorLine": "{verb}: {errno}: {message}",
  "fig.verbsWalk.kind.verb": "verb",
  "fig.verbsWalk.kind.post": "post",
  "fig.verbsWalk.kind.doorbell": "doorbell",
  "fig.verbsWalk.kind.dma-read": "dma-read",
  "fig.verbsWalk.kind.wire": "wire",
  "fig.verbsWalk.kind.dma-write": "dma-write",
  "fig.verbsWalk.kind.completion": "completion",
  "fig.verbsWalk.kind.poll": "poll",
  "fig.verbsWalk.kind.state-change": "state-change",
  "fig.verbsWalk.kind.rnr-nak": "rnr-nak",
  "fig.verbsWalk.kind.nak": "nak",
  "fig.verbsWalk.kind.drop": "drop",
  "fig.verbsWalk.kind.timeout": "timeout",
  "fig.verbsWalk.kind.retransmit": "retransmit",
  "fig.verbsWalk.kind.async-event": "async-event",
  "fig.verbsWalk.actor.cpu": "cpu",
  "fig.verbsWalk.actor.hca": "hca",
  "fig.verbsWalk.actor.wire": "wire",

  "ex.ui.heading": "Exercise {n}: {title}",
  "ex.ui.scope": "In scope:",
  "ex.ui.codeLabel":
    "Your code: JavaScript, run as the body of a function; return a value to hand it to the check",
  "ex.ui.keys":
    "Tab indents by two spaces; press Escape, then Tab, to leave the editor. Ctrl+Enter runs the code.",
  "ex.ui.run": "Run",
  "ex.ui.stop": "Stop",
  "ex.ui.reset": "Reset code",
  "ex.ui.hint": "Hint",
  "ex.ui.needsJs": "Running the code needs JavaScript. The task and the hint read without it.",
  "ex.ui.ready": "Edit the code and press Run. It runs in a sandbox on this page, against the simulated HCA.",
  "ex.ui.running": "Running…",
  "ex.ui.pass": "Pass",
  "ex.ui.fail": "Not yet",
  "ex.ui.error": "Error",
  "ex.ui.errorAt": "Line {line}, column {column}. {name}: {message}",
  "ex.ui.errorNoLine": "{name}: {message}",
  "ex.ui.unreadable":
    "Your code threw a value that cannot be read (a Proxy whose traps throw), so there is nothing to show of it.",
  "ex.ui.syntaxAt": "Syntax error on line {line}, column {column}: {message}",
  "ex.ui.syntax": "Syntax error: {message}",
  "ex.ui.syntaxUnknown": "Syntax error: the code does not parse.",
  "ex.ui.goToLine": "Select line {line} in the editor",
  "ex.ui.timeout":
    "Stopped after {seconds} s: the code was still running, probably an endless loop. The sandbox was restarted; change the code and run it again.",
  "ex.ui.stopped": "Stopped. The sandbox was restarted.",
  "ex.ui.stoppedBadge": "Stopped",
  "ex.ui.workerFailed": "The sandbox could not start ({reason}). Reload the page to try again.",
  "ex.ui.logTitle": "Output of log()",
  "ex.ui.logDropped": "{n, plural, one {# more line was not kept.} other {# more lines were not kept.}}",
  "ex.ui.checkCrashed": "The check could not finish ({message}). Reset the code and try again.",

  "ex.regMr.title": "Register memory that a peer may write",
  "ex.regMr.hint":
    "Access flags combine with |. A peer may RDMA WRITE into a region only if it was registered with IBV_ACCESS_REMOTE_WRITE, and ibv_reg_mr refuses remote write without IBV_ACCESS_LOCAL_WRITE.",
  "ex.regMr.noMr":
    "The code returned {got}, not a memory region. End with return mr; so the check can use its address and rkey.",
  "ex.regMr.wrongBuffer":
    "The region covers another buffer, not bobBuf: alice's bytes would land where bob never looks. Register bobBuf itself.",
  "ex.regMr.wrongPd":
    "The region is in a new protection domain, not bobPd. Bob's QP lives in bobPd and keys never work across protection domains: register in bobPd.",
  "ex.regMr.deregistered":
    "The region was deregistered before alice wrote, so its rkey no longer works. Return a live region.",
  "ex.regMr.remAccess":
    "alice's WRITE completed with IBV_WC_REM_ACCESS_ERR and bobBuf is unchanged: the region grants only {access}. A remote WRITE needs IBV_ACCESS_REMOTE_WRITE.",
  "ex.regMr.other":
    "alice's WRITE completed with {status}; expected IBV_WC_SUCCESS with the bytes at the start of bobBuf.",
  "ex.regMr.pass":
    "alice's 8-byte WRITE completed with IBV_WC_SUCCESS and landed at the start of bobBuf. The region grants {access}.",
  "ex.regMr.passExtra":
    "alice's 8-byte WRITE completed with IBV_WC_SUCCESS and landed at the start of bobBuf. The region grants {access}; IBV_ACCESS_REMOTE_READ is more than this transfer needs, and it lets anyone holding the rkey read the buffer.",

  "ex.connect.title": "Bring a queue pair to RTS",
  "ex.connect.hint":
    "One modifyQp per transition. RTR needs to know the peer and its first PSN: ahAttr with dlid bobInfo.lid and portNum 1, destQpNum, rqPsn bobInfo.psn, pathMtu, maxDestRdAtomic 1 and minRnrTimer 12. RTS needs timeout 14, retryCnt 7, rnrRetry 3, sqPsn alicePsn and maxRdAtomic 1.",
  "ex.connect.notRts":
    "alice's QP ended in {state}. It must reach IBV_QPS_RTS: RESET to INIT to RTR to RTS, one modifyQp per transition.",
  "ex.connect.noAnswer":
    "The QP is in RTS, but alice's WRITE to bob completed with IBV_WC_RETRY_EXC_ERR: no packet reached bob's QP in sequence, so no ACK came back. Check ahAttr.dlid (bobInfo.lid), destQpNum (bobInfo.qpNum) and sqPsn (alicePsn, the PSN bob expects).",
  "ex.connect.duplicate":
    "alice's WRITE completed with IBV_WC_SUCCESS but bob's memory did not change: bob took the packet for a duplicate of one he had already seen. sqPsn must be alicePsn, the first PSN bob expects.",
  "ex.connect.forwardFailed": "The QP is in RTS, but alice's WRITE to bob completed with {status}.",
  "ex.connect.backwardFailed":
    "alice's WRITE to bob works, but bob's WRITE to alice did not (status {status}, or nothing landed). Check rqPsn (bobInfo.psn, the first PSN bob sends) and qpAccessFlags (IBV_ACCESS_REMOTE_WRITE).",
  "ex.connect.pass":
    "alice's QP is in IBV_QPS_RTS and WRITEs complete in both directions: LID, QP numbers and both PSNs match.",

  "ex.write.title": "Post an RDMA WRITE and poll its completion",
  "ex.write.hint":
    "The WRITE needs bob's key and address, which he sent out of band: rkey bobInfo.rkey and remoteAddr bobInfo.addr + 8. Nothing happens until simulated time moves: call fabric.runUntilIdle() before alice.pollCq(aliceCq).",
  "ex.write.notPosted":
    "Nothing was posted: call alice.postSend(aliceQp, wr) with an IBV_WR_RDMA_WRITE work request.",
  "ex.write.remAccess":
    "alice's WRITE completed with IBV_WC_REM_ACCESS_ERR: bob's HCA rejected the rkey. Use the key bob sent, bobInfo.rkey; aliceMr.rkey is alice's own. After this error both QPs are in IBV_QPS_ERR, and a real program would have to reconnect.",
  "ex.write.status": "alice's WRITE completed with {status}.",
  "ex.write.noProgress":
    "pollCq found nothing: the WRITE was posted, but simulated time never moved, so the HCA has not done the work yet. Call fabric.runUntilIdle() before polling.",
  "ex.write.unsignaled":
    "The bytes landed but no completion was written: the WRITE was not signaled. Set sendFlags to IBV_SEND_SIGNALED.",
  "ex.write.noCompletion": "No completion was written and nothing landed in bob's memory.",
  "ex.write.notLanded":
    "The WRITE completed, but bob's buffer does not hold alice's 8 bytes: write all 8 (length 8) at offset {offset}.",
  "ex.write.offset":
    "The bytes landed at offset {landed} of bob's buffer; they belong at offset {offset}, so remoteAddr is bobInfo.addr + {offset}.",
  "ex.write.returnWc":
    "The WRITE worked, but the code returned {got}: return the completion pollCq gave you, its first element.",
  "ex.write.pass":
    "The completion says {status} and the 8 bytes are at offset 8 of bob's buffer. bob's CPU made {calls} verb calls meanwhile: his HCA did the work.",

  "ex.send.title": "Fix a SEND that finds no receive",
  "ex.send.hint":
    "A SEND consumes a receive that the other side posted in advance. Before alice's postSend, post one on bob's QP with bob.postRecv(bobQp, wr): a wrId and an sgList entry with bobMr.addr, a length of at least 8 and bobMr.lkey.",
  "ex.send.notPosted": "alice posted nothing: keep her postSend.",
  "ex.send.notSend":
    "alice posted {opcode}, not IBV_WR_SEND. This exercise is about two-sided messaging: keep the SEND and give it somewhere to land.",
  "ex.send.rnr":
    "alice's SEND completed with IBV_WC_RNR_RETRY_EXC_ERR: bob had no receive posted, so his HCA answered with RNR NAKs until alice ran out of retries. Post a receive on bob's QP before the SEND arrives.",
  "ex.send.tooSmall":
    "The receive buffer was smaller than the message: alice got {send}, bob {recv}. Post a receive of at least 8 bytes.",
  "ex.send.noProgress":
    "No completion for the SEND: simulated time never moved. Call fabric.runUntilIdle() after posting.",
  "ex.send.other":
    "alice's SEND completed with {send} and bob's receive with {recv}; both should be IBV_WC_SUCCESS, with the bytes in bob's buffer.",
  "ex.send.pass":
    "Both sides completed with IBV_WC_SUCCESS and the 8 bytes are in bob's buffer. Unlike the WRITE, bob's CPU took part: {calls} verb calls, to post the receive and to poll it.",
} as const;
