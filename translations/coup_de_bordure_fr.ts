<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
    <context>
        <name>CdbRules</name>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/view/rules_help.py" line="+14" />
            <source>Slots on a plaquette</source>
            <translation>Cases d'une plaquette</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hidden token shown when spent</source>
            <translation>Jeton caché montré quand il est dépensé</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hidden token shown at the feed zone</source>
            <translation>Jeton caché montré au ravitaillement</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tow offered to every rider not yet moved</source>
            <translation>Traction proposée à tout coureur qui n'a pas bougé</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Tokens that pay chosen by the owner</source>
            <translation>Jetons de paiement choisis par le joueur</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Finish tiles without terrain</source>
            <translation>Cases Arrivée sans terrain</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bundled courses inspired by the races</source>
            <translation>Parcours fournis inspirés des courses</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Two Slipstreams open the tow</source>
            <translation>Deux Sillages ouvrent la traction</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A towed Acceleration is no Acceleration</source>
            <translation>Une Accélération tractée n'est pas une Accélération</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Food at the feed zone compulsory</source>
            <translation>Nourriture du ravitaillement obligatoire</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Musettes drawn together by one case's teams</source>
            <translation>Musettes piochées ensemble par les équipes d'une même case</translation>
        </message>
        <message>
            <location line="+8" />
            <source>The rulebook gives no number; the standard 8 comes from the box: 18 energy tokens and 6 white tokens make 24, 8 for each of the 3 riders.</source>
            <translation>La règle ne donne pas de nombre ; les 8 du standard viennent de la boîte : 18 jetons énergie et 6 jetons blancs font 24, 8 pour chacun des 3 coureurs.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>A hidden token is shown to everyone when it is spent.</source>
            <translation>Un jeton caché est montré à tous quand il est dépensé.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Only a rider who receives tokens at the feed zone turns its hidden token face up.</source>
            <translation>Seul un coureur qui reçoit des jetons au ravitaillement retourne son jeton caché face visible.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>A rider who chose Acceleration but was towed by two Attacks has not accelerated: a Slipstream of its case gains +1, not +2.</source>
            <translation>Un coureur qui avait choisi Accélération mais a été tracté par deux Offensives n'a pas accéléré : un Sillage de sa case gagne +1, pas +2.</translation>
        </message>
        <message>
            <location line="+16" />
            <source>A tow is offered to every rider of the case who has not moved yet this turn, whatever its tokens (one who cannot pay stays); a rider who takes it gives up the pace it chose (and does not pay it).</source>
            <translation>Une traction est proposée à chaque coureur de la case qui n'a pas encore bougé ce tour-ci, quels que soient ses jetons (celui qui ne peut pas payer reste) ; un coureur qui la prend renonce à l'allure choisie (et ne la paie pas).</translation>
        </message>
        <message>
            <location line="+72" />
            <source>&lt;h3&gt;Feed zone&lt;/h3&gt;&lt;p&gt;A rider reaching or passing the 7th case with 0 or 1 token left takes 2 tokens of the team's choice, with 2 tokens left takes 1. When a team's first rider gets there, the team draws a musette (feed bag) face down: musettes 0 and 1 for the first team, then the card left plus one more per team arriving; 0 is the best. Teams arriving together draw together.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Ravitaillement&lt;/h3&gt;&lt;p&gt;Un coureur qui atteint ou franchit la 7&lt;sup&gt;e&lt;/sup&gt; case avec 0 ou 1 jeton restant prend 2 jetons de son choix ; avec 2 jetons, il en prend 1. Quand le premier coureur d'une équipe y arrive, l'équipe pioche une musette face cachée : musettes 0 et 1 pour la première équipe, puis la carte restante plus une carte par équipe qui arrive ; la 0 est la meilleure. Les équipes qui arrivent ensemble piochent ensemble.&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="-93" />
            <source>Two Slipstreams of one team open the +2 tow even when they followed nobody, so the riders towed pass their “tractors”.</source>
            <translation>Deux Sillages d'une même équipe ouvrent la traction à +2 même s'ils n'ont suivi personne : les coureurs tractés dépassent alors leurs « tracteurs ».</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Teams “arriving together” at the feed zone are those of one group (one case); teams arriving from different cases in the same turn draw one after the other.</source>
            <translation>Les équipes qui « arrivent en même temps » au ravitaillement sont celles d'un même groupe (une case) ; des équipes arrivant de cases différentes dans le même tour piochent l'une après l'autre.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The food at the feed zone is compulsory: a rider with 2 tokens or fewer takes what the table gives.</source>
            <translation>La nourriture du ravitaillement est obligatoire : un coureur qui a 2 jetons ou moins prend ce que donne la table.</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The rider's owner picks which tokens pay, the hidden one included.</source>
            <translation>Le joueur choisit quels jetons paient, y compris le jeton caché.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The finish tiles have no terrain: a rider on one has finished.</source>
            <translation>Les cases Arrivée n'ont pas de terrain : un coureur qui s'y trouve a terminé.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The pictures of the ready-made courses are lost: the four bundled courses are inspired by the races, not the box's layouts.</source>
            <translation>Les illustrations des parcours de l'annexe 1 sont perdues : les quatre parcours fournis s'inspirent des courses, ce ne sont pas ceux de la boîte.</translation>
        </message>
        <message>
            <location line="+12" />
            <source>&lt;h2&gt;Coup de bordure&lt;/h2&gt;&lt;p&gt;Jérôme Kaplan, 2017. 2 to 4 players, 3 riders each. The first rider across the line (beyond the 16th case) wins.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Coup de bordure&lt;/h2&gt;&lt;p&gt;Jérôme Kaplan, 2017. 2 à 4 joueurs, 3 coureurs chacun. Le premier coureur à franchir la ligne (au-delà de la 16&lt;sup&gt;e&lt;/sup&gt; case) gagne.&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+5" />
            <source>&lt;h3&gt;Set-up&lt;/h3&gt;&lt;p&gt;A course of {tiles} tiles (Flat, Hill, Mountain, Sprint; never ending with Flat) and {finish} thin finish tiles. Each team shares {tokens} energy tokens of any colours between its riders, {low} to {high} each. A rider's plaquette has {slots} slots: one token per rider may be hidden face down, and white tokens fill the empty slots so that nobody knows the exact count. The feed zone is on case {feed}.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Mise en place&lt;/h3&gt;&lt;p&gt;Un parcours de {tiles} cases (Plaine, Côte, Montagne, Sprint ; jamais terminé par une Plaine) et {finish} cases fines Arrivée. Chaque équipe répartit {tokens} jetons énergie de couleurs libres entre ses coureurs, de {low} à {high} chacun. La plaquette d'un coureur a {slots} cases : chaque coureur peut cacher un jeton face cachée, et des jetons blancs remplissent les cases vides pour que personne ne connaisse le compte exact. Le ravitaillement est sur la case {feed}.&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+17" />
            <source>&lt;h3&gt;A turn&lt;/h3&gt;&lt;p&gt;Riders play case by case from the front. The riders of one case choose their pace in secret, then reveal together:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Steady&lt;/b&gt;: +1 case, free.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Acceleration&lt;/b&gt;: +2 cases for 2 tokens, at least 1 of the colour of the case the rider stands on.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Slipstream&lt;/b&gt;: 1 token of the case's colour; +2 cases if a rider of the same case accelerates, +1 otherwise.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Attack&lt;/b&gt;: +3 cases for 3 tokens, at least 2 of the case's colour; once per race, and it cannot be followed in the slipstream.&lt;/li&gt;&lt;/ul&gt;</source>
            <translation>&lt;h3&gt;Un tour&lt;/h3&gt;&lt;p&gt;On joue case par case en partant de la tête. Les coureurs d'une même case choisissent leur allure en secret, puis la révèlent ensemble :&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Constance&lt;/b&gt; : +1 case, gratuit.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Accélération&lt;/b&gt; : +2 cases pour 2 jetons, dont au moins 1 de la couleur de la case du coureur.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Sillage&lt;/b&gt; : 1 jeton de la couleur de la case ; +2 cases si un coureur de la même case accélère, +1 sinon.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Offensive&lt;/b&gt; : +3 cases pour 3 jetons, dont au moins 2 de la couleur de la case ; une fois par course, et elle ne peut pas être suivie en sillage.&lt;/li&gt;&lt;/ul&gt;</translation>
        </message>
        <message>
            <location line="+12" />
            <source>&lt;h3&gt;Resolution, in this order&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;Attacks move.&lt;/li&gt;&lt;li&gt;Two attacks by one team: every rider of the case may be towed, +3 cases for 2 tokens of the case's colour.&lt;/li&gt;&lt;li&gt;Accelerations move.&lt;/li&gt;&lt;li&gt;Slipstreams move (+2 or +1).&lt;/li&gt;&lt;li&gt;A rider whose slipstream succeeded may say “I'll tow”: the riders still on the case may follow, +2 cases for 1 token of its colour.&lt;/li&gt;&lt;li&gt;Two accelerations or slipstreams by one team: the same tow is open.&lt;/li&gt;&lt;li&gt;Everyone else moves 1 case.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation>&lt;h3&gt;Résolution, dans cet ordre&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;Les Offensives avancent.&lt;/li&gt;&lt;li&gt;Deux Offensives d'une même équipe : tous les coureurs de la case peuvent être tractés, +3 cases pour 2 jetons de la couleur de la case.&lt;/li&gt;&lt;li&gt;Les Accélérations avancent.&lt;/li&gt;&lt;li&gt;Les Sillages avancent (+2 ou +1).&lt;/li&gt;&lt;li&gt;Un coureur qui a réussi son Sillage peut dire « Je tracte » : les coureurs encore sur la case peuvent suivre, +2 cases pour 1 jeton de sa couleur.&lt;/li&gt;&lt;li&gt;Deux Accélérations ou Sillages d'une même équipe : la même possibilité d'être tracté s'ouvre.&lt;/li&gt;&lt;li&gt;Tous les autres avancent d'1 case.&lt;/li&gt;&lt;/ol&gt;</translation>
        </message>
        <message>
            <location line="+22" />
            <source>&lt;h3&gt;Finish&lt;/h3&gt;&lt;p&gt;The race ends with the turn in which a rider passes the 16th case. Ties are broken by: the distance beyond the line; the tokens left of the last case's colour; all tokens left; the best musette. Teams are ranked by their best rider.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Arrivée&lt;/h3&gt;&lt;p&gt;La course s'arrête à la fin du tour où un coureur dépasse la 16&lt;sup&gt;e&lt;/sup&gt; case. Les égalités se départagent par : la distance parcourue après la ligne ; les jetons restants de la couleur de la dernière case ; tous les jetons restants ; la meilleure musette. Les équipes sont classées selon leur meilleur coureur.&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+8" />
            <source>&lt;h3&gt;Assumptions&lt;/h3&gt;&lt;p&gt;The rulebook does not settle these points; the app assumes:&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Hypothèses&lt;/h3&gt;&lt;p&gt;Le livret de règles ne tranche pas ces points ; l'application suppose que :&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>CdbSetup</name>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/view/setup_panel.py" line="+136" />
            <source>Energy tokens: {total} of {expected}</source>
            <translation>Jetons énergie : {total} sur {expected}</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Team:</source>
            <translation>Équipe :</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Name:</source>
            <translation>Nom :</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Custom</source>
            <translation>Personnalisée</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Rider</source>
            <translation>Coureur</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Hidden token</source>
            <translation>Jeton caché</translation>
        </message>
        <message>
            <location line="+5" />
            <source>none</source>
            <translation>aucun</translation>
        </message>
        <message>
            <location line="+44" />
            <source>Open a course</source>
            <translation>Ouvrir un parcours</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Courses ({patterns})</source>
            <translation>Parcours ({patterns})</translation>
        </message>
        <message>
            <location line="+35" />
            <source>Course:</source>
            <translation>Parcours :</translation>
        </message>
        <message>
            <location line="+7" />
            <source>{name} (inspired by the race)</source>
            <translation>{name} (d'après la course)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Course file…</source>
            <translation>Fichier de parcours…</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Each player plans their team (energy tokens, face-down tokens) in secret when the game starts; bots ride the course's preset teams.</source>
            <translation>Chaque joueur prépare son équipe (jetons d'énergie, jetons face cachée) en secret au début de la partie ; les robots courent avec les équipes proposées du parcours.</translation>
        </message>
    </context>
    <context>
        <name>Coach</name>
        <message numerus="yes">
            <location filename="../peloton_desktop/games/coup_de_bordure/coach.py" line="+22" />
            <source>Keeps %n {terrain} token(s) for the {terrain} ahead.</source>
            <translation>
                <numerusform>Garde %n jeton {terrain} pour la suite ({terrain} en vue).</numerusform>
                <numerusform>Garde %n jetons {terrain} pour la suite ({terrain} en vue).</numerusform>
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rides in the slipstream of the riders ahead.</source>
            <translation>Reste dans l'aspiration des coureurs devant.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Attacks now, while the road suits it.</source>
            <translation>Attaquer maintenant, tant que la route s'y prête.</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Spends %n token(s) to stay with the group.</source>
            <translation>
                <numerusform>Dépense %n jeton pour rester avec le groupe.</numerusform>
                <numerusform>Dépense %n jetons pour rester avec le groupe.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CoupDeBordure</name>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/view/board.py" line="+198" />
            <source>{rider}: {pace}</source>
            <translation>{rider} : {pace}</translation>
        </message>
        <message>
            <location line="+116" />
            <source>Pace chosen</source>
            <translation>Allure choisie</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Choosing</source>
            <translation>Choisit</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Fed</source>
            <translation>Ravito</translation>
        </message>
        <message>
            <location line="+5" />
            <location filename="../peloton_desktop/games/coup_de_bordure/view/text.py" line="+177" />
            <source>The race is over.</source>
            <translation>La course est terminée.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Case {case} ({terrain}): waiting for {names}.</source>
            <translation>Case {case} ({terrain}) : en attente de {names}.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/view/panel.py" line="+117" />
            <source>{rider}: {pace}. Which tokens pay?</source>
            <translation>{rider} : {pace}. Quels jetons payer ?</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Uses your hidden token: it is revealed to everyone.</source>
            <translation>Utilise votre jeton caché : il est révélé à tous.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Back</source>
            <translation>Retour</translation>
        </message>
        <message numerus="yes">
            <location line="+23" />
            <source>{rider} cannot pay the tow: +{cases} cases cost %n {terrain} token(s).</source>
            <translation>
                <numerusform>{rider} ne peut pas payer pour être tracté : +{cases} cases coûtent %n jeton {terrain}.</numerusform>
                <numerusform>{rider} ne peut pas payer pour être tracté : +{cases} cases coûtent %n jetons {terrain}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/phone.py" line="+55" />
            <location filename="../peloton_desktop/games/coup_de_bordure/view/panel.py" line="-64" />
            <source>Choose the pace of {rider} (case {case}, {terrain}).</source>
            <translation>Choisissez l'allure de {rider} (case {case}, {terrain}).</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/view/panel.py" line="+5" />
            <source>Your choice stays secret until every rider of the case has chosen.</source>
            <translation>Votre choix reste secret jusqu'à ce que tous les coureurs de la case aient choisi.</translation>
        </message>
        <message>
            <location line="+13" />
            <location filename="../peloton_desktop/games/coup_de_bordure/view/tips.py" line="+111" />
            <source>Not possible: not enough tokens of the right colour, or already used.</source>
            <translation>Impossible : pas assez de jetons de la bonne couleur, ou déjà utilisée.</translation>
        </message>
        <message numerus="yes">
            <location line="+39" />
            <source>{rider} may be towed: +{cases} cases for %n {terrain} token(s).</source>
            <translation>
                <numerusform>{rider} peut être tracté : +{cases} cases pour %n jeton {terrain}.</numerusform>
                <numerusform>{rider} peut être tracté : +{cases} cases pour %n jetons {terrain}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/phone.py" line="-34" />
            <source>Case {case}</source>
            <translation>Case {case}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tokens face up: {tokens}</source>
            <translation>Jetons visibles : {tokens}</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Face-down token: {token}</source>
            <translation>Jeton caché : {token}</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Pace chosen: {pace}</source>
            <translation>Allure choisie : {pace}</translation>
        </message>
        <message>
            <location line="+36" />
            <location filename="../peloton_desktop/games/coup_de_bordure/view/panel.py" line="+22" />
            <source>Follow</source>
            <translation>Suivre</translation>
        </message>
        <message>
            <location line="+4" />
            <location filename="../peloton_desktop/games/coup_de_bordure/view/panel.py" line="+2" />
            <source>Stay</source>
            <translation>Rester</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/view/panel.py" line="+5" />
            <source>{rider} followed an acceleration. Say “I'll tow”?</source>
            <translation>{rider} a suivi une accélération. Dire « Je tracte » ?</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Every rider still on the case may then follow (+{cases} cases) for {count} token of its colour, rivals included.</source>
            <translation>Chaque coureur encore sur la case pourra alors suivre (+{cases} cases) pour {count} jeton de sa couleur, adversaires compris.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/phone.py" line="+3" />
            <location filename="../peloton_desktop/games/coup_de_bordure/view/panel.py" line="+8" />
            <source>I'll tow</source>
            <translation>Je tracte</translation>
        </message>
        <message>
            <location line="+2" />
            <location filename="../peloton_desktop/games/coup_de_bordure/view/panel.py" line="+1" />
            <source>Ride on alone</source>
            <translation>Continuer seul</translation>
        </message>
        <message numerus="yes">
            <location filename="../peloton_desktop/games/coup_de_bordure/view/panel.py" line="+14" />
            <source>Feed zone: {rider} has %n token(s) left and takes {count}. Which colours?</source>
            <translation>
                <numerusform>Ravitaillement : il reste %n jeton à {rider}, qui en prend {count}. Quelles couleurs ?</numerusform>
                <numerusform>Ravitaillement : il reste %n jetons à {rider}, qui en prend {count}. Quelles couleurs ?</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/style.py" line="+25" />
            <source>Flat</source>
            <translation>Plaine</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/coach.py" line="-8" />
            <location filename="../peloton_desktop/games/coup_de_bordure/style.py" line="+1" />
            <source>Hill</source>
            <translation>Côte</translation>
        </message>
        <message>
            <location line="+1" />
            <location filename="../peloton_desktop/games/coup_de_bordure/style.py" line="+1" />
            <source>Mountain</source>
            <translation>Montagne</translation>
        </message>
        <message>
            <location line="+1" />
            <location filename="../peloton_desktop/games/coup_de_bordure/style.py" line="+1" />
            <source>Sprint</source>
            <translation>Sprint</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/style.py" line="+7" />
            <source>F</source>
            <comment>letter of the Flat terrain</comment>
            <translation>P</translation>
        </message>
        <message>
            <location line="+1" />
            <source>H</source>
            <comment>letter of the Hill terrain</comment>
            <translation>C</translation>
        </message>
        <message>
            <location line="+1" />
            <source>M</source>
            <comment>letter of the Mountain terrain</comment>
            <translation>M</translation>
        </message>
        <message>
            <location line="+1" />
            <source>S</source>
            <comment>letter of the Sprint terrain</comment>
            <translation>S</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/view/text.py" line="-136" />
            <source>Steady</source>
            <translation>Constance</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Acceleration</source>
            <translation>Accélération</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Slipstream</source>
            <translation>Sillage</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Attack</source>
            <translation>Offensive</translation>
        </message>
        <message>
            <location line="+54" />
            <source>— Turn {turn} —</source>
            <translation>— Tour {turn} —</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Case {case} ({terrain}): {riders} choose their pace.</source>
            <translation>Case {case} ({terrain}) : {riders} choisissent leur allure.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Paces revealed: {paces}.</source>
            <translation>Allures révélées : {paces}.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>{rider} spends {tokens} (the hidden token was {colour}).</source>
            <translation>{rider} dépense {tokens} (le jeton caché était {colour}).</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{rider} spends {tokens}.</source>
            <translation>{rider} dépense {tokens}.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>attacks</source>
            <translation>lance une offensive</translation>
        </message>
        <message>
            <location line="+1" />
            <source>accelerates</source>
            <translation>accélère</translation>
        </message>
        <message>
            <location line="+1" />
            <source>rides in the slipstream</source>
            <translation>prend le sillage</translation>
        </message>
        <message>
            <location line="+1" />
            <source>is towed</source>
            <translation>est tracté</translation>
        </message>
        <message>
            <location line="+1" />
            <source>rides steadily</source>
            <translation>roule avec constance</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{rider} {action}: case {start} → {end}.</source>
            <translation>{rider} {action} : case {start} → {end}.</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Its hidden token was {colour}.</source>
            <translation>Son jeton caché était {colour}.</translation>
        </message>
        <message>
            <location line="+19" />
            <source>{rider} does not take the tow.</source>
            <translation>{rider} ne se fait pas tracter.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{rider}: “I'll tow!” The case may follow.</source>
            <translation>{rider} : « Je tracte ! » La case peut suivre.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{rider} does not tow the others.</source>
            <translation>{rider} ne tracte pas les autres.</translation>
        </message>
        <message>
            <location line="-29" />
            <source>Feed zone: {rider} takes {tokens}.</source>
            <translation>Ravitaillement : {rider} prend {tokens}.</translation>
        </message>
        <message>
            <location line="-86" />
            <source>+{move} case, free.</source>
            <translation>+{move} case, gratuit.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>+{move} cases for {cost} tokens, at least {colour} of the case's colour.</source>
            <translation>+{move} cases pour {cost} jetons, dont au moins {colour} de la couleur de la case.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{cost} token of the case's colour: +{following} cases if a rider of your case accelerates, +{move} otherwise.</source>
            <translation>{cost} jeton de la couleur de la case : +{following} cases si un coureur de votre case accélère, +{move} sinon.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>+{move} cases for {cost} tokens, at least {colour} of the case's colour. Once per race; nobody can follow it in the slipstream.</source>
            <translation>+{move} cases pour {cost} jetons, dont au moins {colour} de la couleur de la case. Une fois par course ; personne ne peut la suivre en sillage.</translation>
        </message>
        <message>
            <location line="+110" />
            <source>{team} reaches the feed zone first and draws a musette (face down).</source>
            <translation>{team} atteint le ravitaillement et pioche une musette (face cachée).</translation>
        </message>
        <message>
            <location line="+17" />
            <location filename="../peloton_desktop/games/coup_de_bordure/view/tips.py" line="-60" />
            <source>finish +{n}</source>
            <translation>arrivée +{n}</translation>
        </message>
        <message>
            <location line="+11" />
            <source>{rider} is the only one across the line.</source>
            <translation>{rider} est le seul à avoir franchi la ligne.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{rider} went furthest beyond the line, ahead of {rival}.</source>
            <translation>{rider} est allé le plus loin après la ligne, devant {rival}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{rider} and {rival} went as far; {rider} has more {colour} tokens left (the last case's colour).</source>
            <translation>{rider} et {rival} sont allés aussi loin ; il reste à {rider} plus de jetons {colour} (la couleur de la dernière case).</translation>
        </message>
        <message>
            <location line="+5" />
            <source>{rider} and {rival} tie on distance and {colour} tokens; {rider} has more tokens left in all.</source>
            <translation>{rider} et {rival} sont à égalité de distance et de jetons {colour} ; il reste à {rider} plus de jetons au total.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>{rider} and {rival} tie on distance and tokens; {team} drew the better musette.</source>
            <translation>{rider} et {rival} sont à égalité de distance et de jetons ; {team} a tiré la meilleure musette.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>{team} wins the race.</source>
            <translation>{team} gagne la course.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/view/tips.py" line="-29" />
            <source>Case {case}: {terrain}.</source>
            <translation>Case {case} : {terrain}.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>A rider starting its turn here pays in its colour: Acceleration 2 tokens, at least 1 of it; Attack 3, at least 2; Slipstream and a tow 1 of it.</source>
            <translation>Un coureur qui commence son tour ici paie dans sa couleur : Accélération 2 jetons, dont au moins 1 de cette couleur ; Offensive 3, dont au moins 2 ; Sillage et être tracté 1 de cette couleur.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Feed zone (R): riders who reach it take tokens.</source>
            <translation>Ravitaillement (R) : les coureurs qui l'atteignent prennent des jetons.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The last case: cross it to finish.</source>
            <translation>La dernière case : la franchir, c'est passer la ligne.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Its riders play now.</source>
            <translation>Ses coureurs jouent maintenant.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Finish +{n}: beyond the line. The rider who goes furthest wins.</source>
            <translation>Arrivée +{n} : au-delà de la ligne. Le coureur qui va le plus loin gagne.</translation>
        </message>
        <message>
            <location line="+14" />
            <source>{rider} ({team}), case {case}.</source>
            <translation>{rider} ({team}), case {case}.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Pace: {pace}.</source>
            <translation>Allure : {pace}.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Moved in the last move (dashed ring).</source>
            <translation>A bougé au dernier coup (cercle en tirets).</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Its plaquette, under the course, shows its tokens.</source>
            <translation>Sa plaquette, sous le parcours, montre ses jetons.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Plaquette of {rider} ({team}).</source>
            <translation>Plaquette de {rider} ({team}).</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Tokens face up: {tokens}.</source>
            <translation>Jetons visibles : {tokens}.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Hidden token (only you see it): {colour}.</source>
            <translation>Jeton caché (vous seul le voyez) : {colour}.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Face-down tokens: {count}.</source>
            <translation>Jetons face cachée : {count}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Has been through the feed zone.</source>
            <translation>Est passé au ravitaillement.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The four pace markers are on the right; a ringed one can be clicked.</source>
            <translation>Les quatre marqueurs d'allure sont à droite ; un marqueur cerclé se clique.</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Click to choose this pace for {rider}.</source>
            <translation>Cliquez pour choisir cette allure pour {rider}.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Chosen; secret until every rider of the case has chosen.</source>
            <translation>Choisie ; secrète jusqu'à ce que tous les coureurs de la case aient choisi.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The pace {rider} plays this turn.</source>
            <translation>L'allure que {rider} joue ce tour-ci.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The pace {rider} played in the last move.</source>
            <translation>L'allure que {rider} a jouée au dernier coup.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Already played: out of the race.</source>
            <translation>Déjà jouée : retirée de la course.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Then choose the tokens in the panel below.</source>
            <translation>Choisissez ensuite les jetons dans le panneau du bas.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Click: be towed to this case.</source>
            <translation>Cliquer : être tracté jusqu'à cette case.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Towed to this case: choose the tokens in the panel below.</source>
            <translation>Tracté jusqu'à cette case : choisissez les jetons dans le panneau ci-dessous.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{team}: the plaquettes of its three riders.</source>
            <translation>{team} : les plaquettes de ses trois coureurs.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Turn {turn}</source>
            <translation>Tour {turn}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Race over</source>
            <translation>Course finie</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Case {case} plays</source>
            <translation>La case {case} joue</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Each turn plays the cases from the front: the riders of the ringed case choose their pace in secret, then all are revealed and move.</source>
            <translation>Chaque tour joue les cases en partant de la tête : les coureurs de la case cerclée choisissent leur allure en secret, puis toutes sont révélées et ils avancent.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/view/legend.py" line="+70" />
            <source>an energy token, by its terrain ({terrains}): it pays a pace there</source>
            <translation>un jeton d'énergie, selon son terrain ({terrains}) : il paie une allure sur ce terrain</translation>
        </message>
        <message>
            <location line="+11" />
            <source>a face-down token of another team</source>
            <translation>un jeton face cachée d'une autre équipe</translation>
        </message>
        <message>
            <location line="+3" />
            <source>your own face-down token: only you see its colour</source>
            <translation>votre jeton face cachée : vous seul voyez sa couleur</translation>
        </message>
        <message>
            <location line="+4" />
            <source>a white token: worth nothing, it hides how many tokens are left</source>
            <translation>un jeton blanc : il ne vaut rien, il cache combien de jetons il reste</translation>
        </message>
        <message>
            <location line="+6" />
            <source>+1, +2, +3: beyond the line; the furthest wins</source>
            <translation>+1, +2, +3 : au-delà de la ligne ; le plus loin gagne</translation>
        </message>
        <message>
            <location line="+20" />
            <source>case playing now</source>
            <translation>case qui joue</translation>
        </message>
        <message>
            <location line="+1" />
            <source>towed to here (click)</source>
            <translation>tracté jusqu'ici (cliquer)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>pace you may choose (click)</source>
            <translation>allure possible (cliquer)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>pace chosen</source>
            <translation>allure choisie</translation>
        </message>
        <message>
            <location line="+1" />
            <source>last move</source>
            <translation>dernier coup</translation>
        </message>
        <message>
            <location line="+3" />
            <source>pace played</source>
            <translation>allure jouée</translation>
        </message>
        <message>
            <location line="+2" />
            <source>feed zone</source>
            <translation>ravitaillement</translation>
        </message>
    </context>
    <context>
        <name>Courses</name>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/sheets.py" line="+32" />
            <source>Plaquettes · %1</source>
            <translation>Plaquettes · %1</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Team: ____________________</source>
            <translation>Équipe : ____________________</translation>
        </message>
        <message>
            <location line="+16" />
            <source>%1 tokens</source>
            <translation>%1 jetons</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/messages.py" line="+6" />
            <source>Three riders per team, a plaquette of energy tokens each: pick your pace in secret, ride in the slipstream and keep your attack for the finish.</source>
            <translation>Trois coureurs par équipe, chacun avec sa plaquette de jetons énergie : choisissez votre allure en secret, profitez du sillage et gardez votre offensive pour l'arrivée.</translation>
        </message>
    </context>
    <context>
        <name>Lesson</name>
        <message>
            <location filename="coup_de_bordure_lessons.py" line="+9" />
            <source>The paces and the team's tow</source>
            <translation>Les allures et le tractage d'équipe</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Energy tokens, the four secret pace markers, and the rulebook's example of two team-mates who pull the whole case along. About five minutes.</source>
            <translation>Les jetons d'énergie, les quatre marqueurs d'allure secrets, et l'exemple de la règle : deux équipiers qui entraînent toute la case. Environ cinq minutes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Energy is the small square tokens; their colour is a terrain's: green Flat, yellow Hill, red Mountain, blue Sprint. Each player shares 18 tokens among their 3 riders, 4 to 8 each. Sagan's plaquette (the rulebook's Bora team): 2 Flat, 2 Hill, 1 Mountain, 3 Sprint.</source>
            <oldsource>Energy is the small square tokens; their colour is a terrain's: green Flat, yellow Hill, red Mountain, blue Sprint. Each player shares 18 tokens among his 3 riders, 4 to 8 each. Sagan's plaquette (the rulebook's Bora team): 2 Flat, 2 Hill, 1 Mountain, 3 Sprint.</oldsource>
            <translation>L'énergie est représentée par les petits jetons carrés ; leurs couleurs correspondent aux types de terrain : vert Plaine, jaune Côte, rouge Montagne, bleu Sprint. Chaque équipe choisit 18 jetons et les répartit entre ses 3 coureurs, entre 4 et 8 chacun. La plaquette de Sagan (l'équipe Bora de l'annexe) : 2 Plaine, 2 Côte, 1 Montagne, 3 Sprint.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Each player places their riders on the first case. Then each chooses, secretly, one of the 4 pace markers for each of their 3 riders: Steady, Acceleration, Slipstream or Attack. The markers are turned over together.</source>
            <oldsource>Each player places his riders on the first case. Then he chooses, secretly, one of the 4 pace markers for each of his 3 riders: Steady, Acceleration, Slipstream or Attack. The markers are turned over together.</oldsource>
            <translation>Chaque équipe place ses coureurs sur la première case. Puis elle sélectionne, en secret, pour chacun de ses 3 coureurs l'un des 4 marqueurs Allure : Constance, Accélération, Sillage ou Offensive. Les marqueurs sont retournés simultanément.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Acceleration moves 2 cases for 2 tokens, at least 1 of the colour of the rider's case. The rulebook's example: on a Hill (yellow) case, 1 yellow token + 1 of your choice. Sagan is on a Flat (green) case: click Sagan's Acceleration marker, then the tokens Sagan pays with.</source>
            <oldsource>Acceleration moves 2 cases for 2 tokens, at least 1 of the colour of the rider's case. The rulebook's example: on a Hill (yellow) case, 1 yellow token + 1 of your choice. Sagan is on a Flat (green) case: click his Acceleration marker, then the tokens he pays with.</oldsource>
            <translation>« Accélération » permet d'avancer de 2 cases. Elle coûte 2 jetons d'énergie, dont au moins 1 de la couleur de la case. Exemple de la règle : sur une case Côte (jaune), 1 jeton jaune + 1 jeton de la couleur de son choix. Sagan est sur une case Plaine (verte) : cliquez sur son marqueur Accélération, puis sur les jetons qui paient.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Another pace is allowed, but only an Acceleration moves Sagan 2 cases, and it opens a wake for Bodnar: click Sagan's Acceleration marker, then the tokens.</source>
            <oldsource>This step is Sagan's Acceleration: click his Acceleration marker, then the tokens.</oldsource>
            <translation>Une autre allure est permise, mais seule l'accélération fait avancer Sagan de 2 cases, et elle ouvre un sillage à Bodnar : cliquez sur le marqueur Accélération de Sagan, puis sur les jetons.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Slipstream costs 1 token of the case's colour: a bet that another rider accelerates. If a rider on the same case accelerates, the rider follows and moves 2 cases; otherwise only 1. Bodnar follows Sagan: click Bodnar's Slipstream marker.</source>
            <oldsource>Slipstream costs 1 token of the case's colour: a bet that another rider accelerates. If a rider on the same case accelerates, he follows and moves 2 cases; otherwise only 1. Bodnar follows Sagan: click his Slipstream marker.</oldsource>
            <translation>« Sillage » coûte 1 jeton de la couleur de la case : c'est un pari sur le fait qu'un autre concurrent va accélérer. Si un coureur situé sur la même case produit une Accélération, il l'accompagne et avance de 2 cases ; sinon d'une case seulement. Bodnar suit Sagan : cliquez sur son marqueur Sillage.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Steady moves 1 case without spending any token. Burghardt saves energy: click Burghardt's Steady marker. (Attack, 3 cases for 3 tokens, is played once a race.)</source>
            <oldsource>Steady moves 1 case without spending any token. Burghardt saves his energy: click his Steady marker. (Attack, 3 cases for 3 tokens, is played once a race.)</oldsource>
            <translation>« Constance » permet d'avancer d'1 case, sans dépenser le moindre jeton d'énergie. Burghardt économise son énergie : cliquez sur son marqueur Constance. (L'Offensive, 3 cases pour 3 jetons, ne se joue qu'une fois par coureur.)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Steady costs Burghardt nothing: Burghardt keeps every token, and team-mates may still tow it. Click Burghardt's Steady marker.</source>
            <oldsource>Steady costs Burghardt nothing: he keeps his tokens, and his team-mates may still tow him. Click his Steady marker.</oldsource>
            <translation>La constance ne coûte rien à Burghardt : il garde ses jetons, et ses coéquipiers peuvent encore le tracter. Cliquez sur son marqueur Constance.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Sagan accelerated and Bodnar, a team-mate, took Sagan's wake. Exception: when 2 riders of the same team play Acceleration or Slipstream in the same turn, every rider on their case may be towed for 1 token of its colour; it would be too dangerous to let 2 team-mates leave alone at the head of the race. Burghardt may follow: click Follow.</source>
            <oldsource>Sagan accelerated and Bodnar, his team-mate, took his wake. Exception: when 2 riders of the same team play Acceleration or Slipstream in the same turn, every rider on their case may be towed for 1 token of its colour; it would be too dangerous to let 2 team-mates leave alone at the head of the race. Burghardt may follow: click Follow.</oldsource>
            <translation>Sagan a accéléré et Bodnar, son équipier, a pris son sillage. Exception : si 2 coureurs de la même équipe produisent une Accélération ou un Sillage au même tour, l'ensemble des coureurs situés sur la même case ont la possibilité d'être tractés dès lors qu'ils dépensent 1 jeton de la couleur de la case. En effet, il serait trop dangereux de laisser 2 équipiers partir seuls en tête de la course. Burghardt peut suivre : cliquez sur Suivre.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Staying is free, but Burghardt would lose a case on its team-mates: follow them.</source>
            <oldsource>Staying is free, but Burghardt would lose a case on his team-mates: follow them.</oldsource>
            <translation>Rester ne coûte rien, mais Burghardt perdrait une case sur ses équipiers : suivez-les.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Démare was towed as well; Vichot and Delage stayed. Every rider who has not moved yet moves 1 case, and the players take back their markers (the Attack excepted). From the second turn, the riders on the case nearest the finish play first, then the next case.</source>
            <translation>Démare s'est aussi fait tracter ; Vichot et Delage sont restés. Tous les coureurs qui ne se sont pas encore déplacés avancent d'1 case, et les joueurs récupèrent leurs marqueurs (sauf l'Offensive). À partir du second tour, on joue d'abord les coureurs situés sur la case la plus proche de l'arrivée, puis la suivante.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The feed zone and the musette draw</source>
            <translation>Le ravitaillement et le tirage de la musette</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bodnar reaches the feed zone alone: its energy, then the rulebook's musette examples. About five minutes.</source>
            <oldsource>Bodnar reaches the feed zone alone: his energy, then the rulebook's musette examples. About five minutes.</oldsource>
            <translation>Bodnar arrive seul au ravitaillement : son énergie, puis les exemples de musette de la règle. Environ cinq minutes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The feed zone marker (R) is on the 7th case. Riders who reach or pass the 7th case are fed.</source>
            <translation>Le marqueur « Ravitaillement » est sur la 7e case. Les coureurs qui atteignent ou franchissent la 7e case bénéficient d'un ravitaillement.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bodnar went away with two accelerations and spent its green tokens: one token is left. At the feed, a rider with 0 tokens left takes 2, with 1 takes 2, with 2 takes 1.</source>
            <oldsource>Bodnar went away with two accelerations and spent his green tokens: one token is left. At the feed, a rider with 0 tokens left takes 2, with 1 takes 2, with 2 takes 1.</oldsource>
            <translation>Bodnar est parti avec deux accélérations et a dépensé ses jetons verts : il lui reste un jeton. Au ravitaillement, un coureur qui n'a plus aucun jeton prend 2 jetons, à qui il ne reste qu'1 jeton en prend 2, à qui il en reste 2 en prend 1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bodnar has no green token left for an acceleration or a wake: ride on Steady to the feed zone.</source>
            <oldsource>He has no green token left for an acceleration or a wake: ride on Steady to the feed zone.</oldsource>
            <translation>Il n'a plus de jeton vert pour accélérer ou prendre un sillage : continuez en Constance jusqu'au ravitaillement.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bodnar shows its tokens and takes 2 of your choice. Advice from the rulebook: choose the colours of the course ahead (Hill and Sprint cases come before the finish).</source>
            <oldsource>Bodnar shows his tokens and takes 2 of your choice. Advice from the rulebook: choose the colours of the course ahead (Hill and Sprint cases come before the finish).</oldsource>
            <translation>Bodnar montre ses jetons et en prend 2 de son choix. Conseil de la règle : choisissez des jetons correspondant à la couleur du parcours (des cases Côte et Sprint arrivent avant l'arrivée).</translation>
        </message>
        <message>
            <location line="+1" />
            <source>When a team's first rider reaches the feed zone, each player draws a musette. The first one shuffles the musette cards 0 and 1 and draws one without looking: you drew it. Musettes stay hidden, even from their owner, until the end; they settle ties (0 is the best).</source>
            <oldsource>When his first rider reaches the feed zone, each player draws a musette. The first one shuffles the musette cards 0 and 1 and draws one without looking: you drew it. Musettes stay hidden, even from their owner, until the end; they settle ties (0 is the best).</oldsource>
            <translation>Lorsque le premier coureur d'une équipe arrive au ravitaillement, l'équipe pioche une musette. Pour la 1re, on mélange les cartes Musette 0 et 1 ; elle pioche l'une de ces cartes sans la regarder : vous l'avez tirée. Les musettes demeurent cachées (y compris pour les équipes qui les ont tirées) jusqu'à la fin ; elles départagent les égalités (la 0 est la meilleure).</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The peloton now: Sagan accelerates (2 cases, a green token and one of your choice).</source>
            <translation>Au tour du peloton : Sagan accélère (2 cases, un jeton vert et un de votre choix).</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Burghardt takes Sagan's wake: two team-mates, so the whole case may be towed.</source>
            <translation>Burghardt prend le sillage de Sagan : deux équipiers, toute la case peut donc être tractée.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A new turn: Bodnar, nearest the finish, plays first: Steady.</source>
            <translation>Nouveau tour : Bodnar, le plus proche de l'arrivée, joue d'abord. Constance.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The peloton is on the 6th case: Sagan rides Steady to the feed zone…</source>
            <translation>Le peloton est sur la 6e case : Sagan en Constance jusqu'au ravitaillement…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>…and Burghardt too.</source>
            <translation>…et Burghardt aussi.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your rival's riders reached the feed zone: their musette is drawn from the card left and musette 2. The rulebook's second example: the first player arrives alone and draws among musettes 0 and 1; then the 3 others arrive together: the card left is shuffled with musettes 2, 3 and 4, and each draws one.</source>
            <oldsource>Your rival's riders reached the feed zone: his musette is drawn from the card left and musette 2. The rulebook's second example: the first player arrives alone and draws among musettes 0 and 1; then the 3 others arrive together: the card left is shuffled with musettes 2, 3 and 4, and each draws one.</oldsource>
            <translation>Les coureurs de votre adversaire ont atteint le ravitaillement : sa musette est tirée parmi la carte restante et la musette 2. Second exemple de la règle : la première équipe arrive seule au ravitaillement et pioche parmi les musettes 0 et 1. Puis les 3 autres équipes arrivent ensemble : la carte restante est mélangée avec les musettes 2, 3 et 4, et chacune pioche une carte.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The attack and the finish</source>
            <translation>L'offensive et l'arrivée</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The whole bunch on the 14th case: Sagan's Attack for the line, a wake, « I'll tow », and how ties at the finish are settled. About four minutes.</source>
            <translation>Tout le peloton sur la 14e case : l'Offensive de Sagan pour la ligne, un sillage, « Je tracte », et comment se départagent les égalités à l'arrivée. Environ quatre minutes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The first rider to cross the finish line, that is to go beyond the 16th case, wins. After the 16th case lie 3 thin Finish cases. Every rider is on the 14th case, with all its energy.</source>
            <oldsource>The first rider to cross the finish line, that is to go beyond the 16th case, wins. After the 16th case lie 3 thin Finish cases. Everybody is on the 14th case, with all its energy.</oldsource>
            <translation>Le premier coureur à franchir la ligne d'arrivée, c'est-à-dire à aller au-delà de la 16e case, est déclaré vainqueur. Après la 16e case sont placées les 3 cases fines « Arrivée ». Tous les coureurs sont sur la 14e case, avec toute leur énergie.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Attack (« Offensive ») moves 3 cases for 3 tokens, at least 2 of the colour of the rider's case; it can be played once a race, and riders in the wake cannot follow it. Sagan goes for the line: click Sagan's Attack marker, then the tokens.</source>
            <oldsource>Attack (« Offensive ») moves 3 cases for 3 tokens, at least 2 of the colour of the rider's case; it can be played once a race, and riders in the wake cannot follow it. Sagan goes for the line: click his Attack marker, then the tokens.</oldsource>
            <translation>« Offensive » permet d'avancer de 3 cases. Elle coûte 3 jetons d'énergie, dont au moins 2 de la couleur de la case ; elle ne peut être jouée qu'une seule fois par coureur et ne peut pas être suivie par les coureurs en Sillage. Sagan part pour la ligne : cliquez sur son marqueur Offensive, puis sur les jetons.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Only the Attack carries Sagan 3 cases, past the line: click Sagan's Attack marker, then the tokens.</source>
            <oldsource>Only the Attack carries Sagan 3 cases, past the line: click his Attack marker, then the tokens.</oldsource>
            <translation>Seule l'offensive emmène Sagan de 3 cases, au-delà de la ligne : cliquez sur son marqueur Offensive, puis sur les jetons.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bodnar cannot follow Sagan's Attack in the wake, but a rival may accelerate: bet on it with a Slipstream.</source>
            <translation>Bodnar ne peut pas suivre l'Offensive de Sagan en Sillage, mais un adversaire peut accélérer : pariez-le avec un Sillage.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Burghardt rides Steady.</source>
            <translation>Burghardt roule en Constance.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Attack moves first: Sagan is past the line. Démare accelerated and Bodnar went along in Démare's wake. Bodnar may now say « I'll tow »: every rider still on its starting case could follow for a token of its colour, your rivals too. Ride on alone.</source>
            <oldsource>The Attack moves first: Sagan is past the line. Démare accelerated and Bodnar went with him in his wake. Bodnar may now say « I'll tow »: every rider still on his starting case could follow for a token of its colour, your rivals too. Ride on alone.</oldsource>
            <translation>L'Offensive se résout d'abord : Sagan a passé la ligne. Démare a accéléré et Bodnar l'a accompagné dans son sillage. Bodnar peut annoncer « Je tracte » : tous les coureurs restés sur sa case pourraient le suivre pour un jeton de sa couleur, vos adversaires aussi. Continuez seul.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Towing would bring Vichot and Delage along: ride on alone.</source>
            <translation>Tracter emmènerait Vichot et Delage : continuez seul.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Sagan wins. When several riders cross the line in the same turn: first the one who went furthest past it; then the most tokens left of the last case's colour; then the most tokens left (tokens spent in the last turn do not count); then the best musette.</source>
            <translation>Sagan l'emporte. Si plusieurs coureurs franchissent la ligne dans le même tour : d'abord celui qui va le plus loin après la ligne ; puis celui à qui il reste le plus de jetons de la couleur de la dernière case ; puis le plus de jetons toutes couleurs (les jetons dépensés dans le dernier tour ne comptent pas) ; enfin la meilleure musette.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your own team: 18 energy tokens</source>
            <translation>Votre propre équipe : 18 jetons d'énergie</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Plan your team before the race: share 18 energy tokens among your three riders, hide one token each if you wish, and see your plan on the plaquettes as your rival sees it. About four minutes.</source>
            <translation>Préparer son équipe avant la course : répartir 18 jetons d'énergie entre ses trois coureurs, en cacher un par coureur si on le souhaite, et voir son plan sur les plaquettes comme l'adversaire le voit. Environ quatre minutes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Before the race each player chooses 18 energy tokens, in the colours they like, and shares them among their 3 riders: 4 to 8 each. The colours make each rider's speciality: green Flat, yellow Hill, red Mountain, blue Sprint. Advice: match the course: Gap – Alpe d'Huez has 9 Mountain tiles of 16, so give each rider at least 2 red tokens. Each rider may turn one token face down (Hidden token): it keeps its value, the rivals only see that it is there. Start from a team of the list or change the numbers; the total under the table must read 18 of 18. White tokens then fill each plaquette's empty slots, so nobody knows how many you have. Click OK when your team is ready.</source>
            <oldsource>Before the race each player chooses 18 energy tokens, in the colours he likes, and shares them among his 3 riders: 4 to 8 each. The colours make each rider's speciality: green Flat, yellow Hill, red Mountain, blue Sprint. Advice: match the course: Gap – Alpe d'Huez has 9 Mountain tiles of 16, so give each rider at least 2 red tokens. Each rider may turn one token face down (Hidden token): it keeps its value, the rivals only see that it is there. Start from a team of the list or change the numbers; the total under the table must read 18 of 18. White tokens then fill each plaquette's empty slots, so nobody knows how many you have. Click OK when your team is ready.</oldsource>
            <translation>Avant la course chaque équipe choisit 18 jetons d'énergie, des couleurs voulues, et les répartit entre ses 3 coureurs : de 4 à 8 chacun. Les couleurs font la spécialité de chaque coureur : vert Plaine, jaune Côte, rouge Montagne, bleu Sprint. Conseil : suivez le parcours : Gap – Alpe d'Huez a 9 cases Montagne sur 16, donnez donc à chaque coureur au moins 2 jetons rouges. Chaque coureur peut retourner un jeton (Jeton caché) : il garde sa valeur, les adversaires voient seulement qu'il est là. Partez d'une équipe de la liste ou changez les nombres ; le total sous le tableau doit indiquer 18 sur 18. Des jetons blancs remplissent ensuite les cases vides de chaque plaquette, et personne ne sait combien vous en avez. Cliquez sur OK quand votre équipe est prête.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your plan is on your plaquettes, under the course: each rider's energy tokens face up in their colours, its hidden token marked face down (you see its colour, your rival does not), and white tokens in the slots left empty.</source>
            <oldsource>Your plan is on your plaquettes, under the course: each rider's energy tokens face up in their colours, his hidden token marked face down (you see its colour, your rival does not), and white tokens in the slots left empty.</oldsource>
            <translation>Votre plan est sur vos plaquettes, sous le parcours : les jetons d'énergie de chaque coureur face visible dans leurs couleurs, son jeton caché marqué face cachée (vous voyez sa couleur, pas votre adversaire), et des jetons blancs dans les cases restées vides.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your rival's plaquettes show you what your rival shows you: their face-up tokens, and their face-down ones counted, never their colour. Hover a plaquette to read it. A rider who is fed at the feed zone turns its hidden token over.</source>
            <oldsource>Your rival's plaquettes show you what he shows you: his face-up tokens, and his face-down ones counted, never their colour. Hover a plaquette to read it. A rider who is fed at the feed zone turns his hidden token over.</oldsource>
            <translation>Les plaquettes de votre adversaire vous montrent ce qui est visible : ses jetons face visible, et ses jetons cachés comptés, jamais leur couleur. Survolez une plaquette pour la lire. Un coureur ravitaillé retourne son jeton caché.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tokens are the riders' own: never given to another rider, even a team-mate. Your plan is made: race it to the top of the Alpe d'Huez!</source>
            <translation>Les jetons sont propres à chaque coureur : jamais donnés à un autre, même un équipier. Votre plan est fait : courez-le jusqu'au sommet de l'Alpe d'Huez !</translation>
        </message>
        <message>
            <location line="-35" />
            <source>A Slipstream costs Bodnar a single token and, when Sagan accelerates from its case, carries Bodnar the same 2 cases: click Bodnar's Slipstream marker.</source>
            <oldsource>A Slipstream costs Bodnar a single token and, when Sagan accelerates from his case, carries him the same 2 cases: click his Slipstream marker.</oldsource>
            <translation>Un sillage ne coûte qu'un jeton à Bodnar et, quand Sagan accélère depuis sa case, l'emmène des mêmes 2 cases : cliquez sur son marqueur Sillage.</translation>
        </message>
        <message>
            <location line="+25" />
            <source>Bodnar cannot ride in an Attack's wake, but a Slipstream bets a single token on a rival accelerating from its case: click Bodnar's Slipstream marker.</source>
            <oldsource>Bodnar cannot ride in an Attack's wake, but a Slipstream bets a single token on a rival accelerating from his case: click his Slipstream marker.</oldsource>
            <translation>Bodnar ne peut pas prendre le sillage d'une offensive, mais un sillage parie un seul jeton sur l'accélération d'un adversaire depuis sa case : cliquez sur son marqueur Sillage.</translation>
        </message>
    </context>
    <context>
        <name>Messages</name>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/messages.py" line="+17" />
            <source>{rider} cannot hide a {colour} token: it has none.</source>
            <translation>{rider} ne peut pas cacher un jeton {colour} : il n'en a pas.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Case {case} has an unknown terrain “{terrain}” (use P, C, M or S).</source>
            <translation>La case {case} a un terrain inconnu « {terrain} » (utilisez P, C, M ou S).</translation>
        </message>
        <message>
            <location line="+3" />
            <source>A course has {expected} tiles, not {count}.</source>
            <translation>Un parcours a {expected} cases, pas {count}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>A course cannot end with a Flat tile.</source>
            <translation>Un parcours ne peut pas se terminer par une case Plaine.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>There is no course “{course}”.</source>
            <translation>Il n'y a pas de parcours « {course} ».</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The feed zone is on case {expected} in the rules, not on case {case}: a course cannot move it.</source>
            <translation>Le ravitaillement est sur la case {expected} dans la règle, pas sur la case {case} : un parcours ne peut pas le déplacer.</translation>
        </message>
        <message>
            <location line="-22" />
            <source>Each of the {players} players needs a team of 3 riders.</source>
            <translation>Chacun des {players} joueurs a besoin d'une équipe de 3 coureurs.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Team {team} has {total} energy tokens; it must have exactly {expected}.</source>
            <translation>L'équipe {team} a {total} jetons énergie ; il en faut exactement {expected}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{rider} has {count} energy tokens; a rider has {min} to {max}.</source>
            <translation>{rider} a {count} jetons énergie ; un coureur en a de {min} à {max}.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/ride.py" line="+19" />
            <source>Tokens paid on the flat (Plaine)</source>
            <translation>Jetons payés sur le plat (Plaine)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tokens paid on hills (Côte)</source>
            <translation>Jetons payés dans les côtes (Côte)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tokens paid in the mountains (Montagne)</source>
            <translation>Jetons payés en montagne (Montagne)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tokens paid in sprints (Sprint)</source>
            <translation>Jetons payés au sprint (Sprint)</translation>
        </message>
    </context>
</TS>
