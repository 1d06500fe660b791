// A seat's page: it shows what the laptop sends for this seat and sends back the
// number of the choice tapped. It holds no rule and no text of its own: every word
// comes from the laptop, in the app's language. Reconnects by itself and catches up.
"use strict";

(function () {
  const token = location.hash.slice(1);
  const wsPort = new URLSearchParams(location.search).get("ws");
  let socket = null;
  let view = null;
  let texts = {};
  let retry = 500;
  let stopped = false;

  function device() {
    let id = null;
    try { id = localStorage.getItem("peloton-device"); } catch (e) { id = null; }
    if (!id || id.length < 8) {
      const bytes = new Uint8Array(16);
      crypto.getRandomValues(bytes);
      id = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
      try { localStorage.setItem("peloton-device", id); } catch (e) { /* private mode */ }
    }
    return id;
  }
  const me = device();

  const $ = (id) => document.getElementById(id);

  function notice(text) {
    const box = $("notice");
    box.textContent = text || "";
    box.hidden = !text;
  }

  function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN) {
      socket.send(JSON.stringify(message));
    }
  }

  function element(tag, text, cls) {
    const node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    if (cls) node.className = cls;
    return node;
  }

  function disarm() {
    for (const b of document.querySelectorAll("#choices button.armed")) {
      b.classList.remove("armed");
      const c = view.choices.find((x) => String(x.id) === b.dataset.choice);
      if (c) b.textContent = c.label;
    }
  }

  function choose(id) {
    for (const b of document.querySelectorAll("#choices button, #undo")) b.disabled = true;
    notice("");
    $("status").textContent = texts.sent || "…";
    send({ type: "act", version: view.version, choice: id });
  }

  function render(v) {
    view = v;
    texts = v.texts || texts;
    document.body.dataset.version = String(v.version);
    document.documentElement.lang = v.lang || "en";
    document.title = v.name + " · " + v.game;
    document.body.style.setProperty("--seat", v.colour);
    $("name").textContent = v.name;
    $("game").textContent = v.game;
    $("status").textContent = v.status;
    $("choices-title").textContent = texts.choices || "";
    $("log-title").textContent = texts.log || "";
    const choices = $("choices");
    choices.replaceChildren();
    let group = null;
    for (const c of v.choices) {
      if (c.group && c.group !== group) {
        group = c.group;
        choices.appendChild(element("h3", group));
      }
      const b = element("button", c.label);
      b.type = "button";
      b.dataset.choice = String(c.id);
      // a choice that cannot be taken back (a joker, a card drawn) needs a second tap
      if (c.confirm) b.dataset.confirm = "1";
      b.addEventListener("click", () => {
        if (c.confirm && !b.classList.contains("armed")) {
          disarm();
          b.classList.add("armed");
          b.textContent = c.label + " · " + (texts.sure || "?");
          return;
        }
        choose(c.id);
      });
      choices.appendChild(b);
    }
    const undo = $("undo");
    undo.textContent = texts.undo || "";
    undo.hidden = !v.undo;
    undo.disabled = false;
    document.body.classList.toggle("waiting", v.choices.length === 0 && !v.undo);
    const sections = $("sections");
    sections.replaceChildren();
    for (const s of v.sections) {
      const card = element("section", undefined, "card");
      card.appendChild(element("h2", s.title));
      const list = element("ul");
      for (const line of s.lines) list.appendChild(element("li", line));
      card.appendChild(list);
      sections.appendChild(card);
    }
    const log = $("log");  // the latest line first: no scrolling to see what just happened
    log.replaceChildren();
    for (const line of v.log.slice().reverse()) log.appendChild(element("li", line));
  }

  function receive(event) {
    let m;
    try { m = JSON.parse(event.data); } catch (e) { return; }
    if (m.texts) texts = m.texts;
    if (m.type === "view") {
      notice("");
      render(m);
    } else if (m.type === "refused") {
      notice(texts[m.reason] || m.reason);
      if (m.reason === "token" || m.reason === "device") stop();
    } else if (m.type === "confirm") {
      notice(texts.confirm);
    } else if (m.type === "revoked" || m.type === "replaced" || m.type === "closed") {
      stop(true);  // the seat is no longer this phone's: its hand goes
      notice(texts[m.type]);
    }
  }

  function stop(clear) {
    stopped = true;
    $("choices").replaceChildren();
    $("undo").hidden = true;
    document.body.classList.add("waiting");
    if (clear) {
      view = null;
      for (const id of ["sections", "log"]) $(id).replaceChildren();
      $("status").textContent = "";
    }
  }

  function connect() {
    if (stopped || (socket && socket.readyState <= WebSocket.OPEN)) return;
    socket = new WebSocket("ws://" + location.host.replace(/:\d+$/, "") + ":" + wsPort + "/");
    socket.addEventListener("open", () => {
      retry = 500;
      send({ type: "hello", token: token, device: me });
    });
    socket.addEventListener("message", receive);
    socket.addEventListener("close", () => {
      socket = null;
      if (view && view.over) stopped = true;  // the game is over: its last view stays
      if (stopped) return;
      if (texts.offline) notice(texts.offline);
      setTimeout(connect, retry);
      retry = Math.min(retry * 2, 5000);
    });
  }

  $("undo").addEventListener("click", () => {
    $("undo").disabled = true;
    send({ type: "undo", version: view ? view.version : 0 });
  });
  // A phone waking up reconnects at once, without waiting for the back-off.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") { retry = 500; connect(); }
  });
  window.addEventListener("online", () => { retry = 500; connect(); });
  connect();
})();
